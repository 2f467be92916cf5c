/**
 * Every user-visible string of the admin, in one place until i18n arrives: each entry
 * becomes a translation key then.
 */
export const messages = {
  home: {
    title: 'Commerce admin',
    intro: 'The back office is being built. Products, orders and settings arrive here soon.',
  },
  session: {
    signedInAs: (email: string) => `Signed in as ${email}`,
    signedOut: 'Not signed in',
  },
  login: {
    title: 'Sign in',
    note: 'Sign-in arrives with the admin shell.',
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
    home: 'Go to the dashboard',
  },
} as const;
