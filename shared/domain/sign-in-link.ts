/**
 * The page a login e-mail's one-click link opens (ADR 0064). The link's token travels after `#`, so a
 * mail client or scanner that fetches the link sends it to no server; only the page's own POST uses it.
 */
export const SIGN_IN_LINK_PATH = '/login/enlace';

export function signInLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${SIGN_IN_LINK_PATH}#${token}`;
}
