/**
 * Whether `value` may be used as an image source or a link the app renders: an absolute http(s) URL, or a path
 * on this site ("/posters/x.svg"). Everything else is refused: `javascript:` and `data:` URLs, other schemes,
 * protocol-relative "//host" (and "/\host", which browsers read the same way), relative paths, and control
 * characters (browsers drop tabs and newlines, so "/\t/host" would become "//host"). Trim before calling.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
