export {
  createQueryClient,
  type MedusaContextValue,
  MedusaProvider,
  type MedusaProviderProps,
  useMedusa,
} from './medusa-provider.tsx';
