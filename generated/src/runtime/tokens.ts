import { ClientError, ClientErrorKind } from './errors.ts';

export type TokenDomain = 'admin' | 'store';

/** Which API a path belongs to, from its first segment. */
export function domainOfPath(path: string): TokenDomain | null {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/store' || path.startsWith('/store/')) return 'store';
  return null;
}

function assertDomain(domain: string): asserts domain is TokenDomain {
  if (domain !== 'admin' && domain !== 'store') {
    throw new ClientError(ClientErrorKind.Usage, 'domain must be either admin or store');
  }
}

/**
 * Bearer tokens held in memory, one per domain (specification section 4: the admin and
 * store tokens are kept separately and never sent to the other API).
 */
export class TokenStore {
  readonly #tokens = new Map<TokenDomain, string>();

  set(domain: TokenDomain, token: string): void {
    assertDomain(domain);
    this.#tokens.set(domain, token);
  }

  get(domain: TokenDomain): string | undefined {
    assertDomain(domain);
    return this.#tokens.get(domain);
  }

  clear(domain: TokenDomain): void {
    assertDomain(domain);
    this.#tokens.delete(domain);
  }
}
