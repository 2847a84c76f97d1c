// Where to go after login or register. `next` comes from the address bar, so anyone can craft it:
// only a path on this site is followed, never another origin (an open redirect would let a phishing
// link log the user in here and then hand them to a look-alike site).

export const DEFAULT_REDIRECT = '/';

const PROBE_ORIGIN = 'https://bilheteria.invalid';

/** True for a same-origin relative path such as `/checkout/1/users?x=1`; false for `//evil`, `http://…`, `/\evil`. */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  // `//host` is protocol-relative, and browsers read `\` as `/`.
  if (target.startsWith('//') || target.includes('\\')) return false;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" would become "//evil".
  if ([...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The post-auth target (spec: Login): the `next` query parameter, else the redirect saved in session
 * storage, else `/`. Unsafe values are skipped as if absent.
 */
export function resolveRedirect(next: string | null | undefined, saved: string | null | undefined): string {
  if (isSafeRedirect(next)) return next;
  if (isSafeRedirect(saved)) return saved;
  return DEFAULT_REDIRECT;
}
