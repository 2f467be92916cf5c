/**
 * Every user-visible string of the storefront, in one place until i18n arrives: each
 * entry becomes a translation key then.
 */
export const messages = {
  home: {
    title: 'Welcome to the store',
    featured: 'Featured products',
  },
  products: {
    loading: 'Loading products…',
    empty: 'No products yet.',
    error: 'Products could not be loaded. Please try again later.',
  },
  error: {
    title: 'Something went wrong',
    status: (status: number) => `The server answered with status ${status}.`,
    unknown: 'An unexpected error occurred.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist.',
    home: 'Back to the store',
  },
} as const;
