/** SPEC §4/§6: the tenant login link plus `/login?returnUrl=` and the current address, encoded. */
export function buildLoginUrl(loginUrl: string, returnUrl: string): string {
  return loginUrl.replace(/\/+$/, '') + '/login?returnUrl=' + encodeURIComponent(returnUrl);
}
