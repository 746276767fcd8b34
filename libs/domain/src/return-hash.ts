/**
 * A back-office deep link to return to after a login, by password or by e-mailed link: only
 * a hash route of the back office itself ('#/sites', '#/orders/12?x=1'). Anything else
 * (another origin, a path, '//evil.example') is dropped, so no login becomes an open
 * redirect. The shell and the server's login-link redirect check it alike.
 */
export function safeReturnHash(value: string | null | undefined): string | null {
  if (!value || !/^#\/[\w\-/.?=&%~+,:]*$/.test(value) || value.includes('//')) return null;
  return value;
}
