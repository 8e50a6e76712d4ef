/** Personalised invitation slugs (/friend/{slug} and /{slug}): the spec's rules, checked here and on the client. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 20;

/** Names of the product's own pages: never a slug, so /{slug} cannot shadow them (same list as frontend/src/lib/slug.ts). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api', 'admin', 'help', 'about', 'pricing', 'login', 'register', 'account', 'friends', 'jukebox', 'paypal',
  'assets', 'health', 'earnings', 'suggestions', 'shared-songs', 'reset-password', 'support', 'contact', 'terms',
  'privacy', 'home', 'dashboard',
]);

export type SlugVerdict = { ok: true; slug: string } | { ok: false; reason: string };

/** Trims and lowercases, then applies the rules in the order the editor reports them. */
export function checkSlug(input: string): SlugVerdict {
  const slug = input.trim().toLowerCase();
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return { ok: false, reason: 'Must be 3-20 characters long' };
  if (!/^[a-z0-9-]+$/.test(slug)) return { ok: false, reason: 'Only lowercase letters, numbers, and hyphens allowed' };
  if (slug.startsWith('-') || slug.endsWith('-')) return { ok: false, reason: 'Cannot start or end with hyphen' };
  if (slug.includes('--')) return { ok: false, reason: 'No consecutive hyphens allowed' };
  if (RESERVED_SLUGS.has(slug)) return { ok: false, reason: 'This name is reserved and cannot be used' };
  return { ok: true, slug };
}

/** A first suggestion for someone without a slug: their name, made slug-shaped, plus a short suffix. */
export function suggestSlug(name: string, suffix: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - suffix.length - 1)
    .replace(/-+$/g, '');
  return `${base || 'friend'}-${suffix}`;
}
