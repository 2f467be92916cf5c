/** The placeholder of the store's `invite_link_template` (schema Store). */
const TOKEN_PLACEHOLDER = '{invite_token}';

export interface InviteLinkOptions {
  /** The store's `invite_link_template`, when the store has one. */
  template: string | null | undefined;
  /** Where this admin runs, e.g. `https://shop.example` and `/app`. */
  origin: string;
  basepath: string;
}

/**
 * The link an invited person opens: the store's own template when it has the placeholder
 * (the same link the invite email carries), else this admin's `/invite` page.
 *
 * @example
 * inviteLink('abc', { template: null, origin: 'https://shop.example', basepath: '/app' })
 * // 'https://shop.example/app/invite?token=abc'
 */
export function inviteLink(token: string, options: InviteLinkOptions): string {
  const { template, origin, basepath } = options;
  if (template?.includes(TOKEN_PLACEHOLDER)) {
    return template.replaceAll(TOKEN_PLACEHOLDER, encodeURIComponent(token));
  }
  const url = new URL(`${basepath.replace(/\/$/, '')}/invite`, origin);
  url.searchParams.set('token', token);
  return url.href;
}
