/**
 * Whether a GET's If-None-Match names the current entity tag (RFC 9110 §13.1.2): compared weakly
 * (a proxy that compresses the answer, nginx's gzip, hands the browser `W/"…"`), any of a list, or `*`.
 */
export function matchesNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string' || header.trim() === '') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
