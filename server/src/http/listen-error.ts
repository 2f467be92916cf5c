/**
 * The one line an operator needs when the server cannot listen, for the errors that come
 * from the machine rather than the code (so no stack trace); undefined for anything else.
 */
export function listenErrorMessage(error: unknown, host: string, port: number): string | undefined {
  const code = (error as { code?: unknown })?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is in use on ${host}: set PORT to another port or stop the other process`;
    case 'EACCES':
      return `Port ${port} on ${host} needs privileges this process lacks: set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine: set HOST to one of its addresses (or 0.0.0.0 for all)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} does not resolve to an address: set HOST to an address of this machine`;
    default:
      return undefined;
  }
}
