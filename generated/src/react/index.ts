export { CartContext, type CartContextValue } from './cart-context.ts';
export { CartProvider, type CartProviderProps, useCart } from './cart-provider.tsx';
export {
  createQueryClient,
  HOOK_LAYER_MAX_RETRIES,
  type MedusaContextValue,
  MedusaProvider,
  type MedusaProviderProps,
  useMedusa,
} from './medusa-provider.tsx';
export * from './session-cart.ts';
export {
  SESSION_CART_STORAGE_KEY,
  SessionCartContext,
  type SessionCartContextValue,
} from './session-cart-context.ts';
export {
  SessionCartProvider,
  type SessionCartProviderProps,
  useSessionCart,
} from './session-cart-provider.tsx';
