/**
 * The caller already holds this tag (RFC 9110 §13.1.2, weak comparison): one rule for the lists,
 * the fast lane and media. Not Express's req.fresh, which refuses whenever the request also says
 * Cache-Control: no-cache (fetch() adds it to any request that sets If-None-Match itself).
 */
export function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
