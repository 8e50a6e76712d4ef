// The personalised-link slug rules (spec "Slug rules"), shared by the slug editor, the client
// router (is /{slug} an invitation?) and the server (check, save, resolve), so they never disagree.
// Dependency-free on purpose: the backend loads this file at run time as it is.

export const SLUG_MIN = 3;
export const SLUG_MAX = 20;

/**
 * The spec's reserved names, plus the app's own top-level routes (sign-in-link, shared, shares,
 * friend): a slug never shadows a page, and /friend/{slug} and /{slug} always mean the same.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api', 'admin', 'help', 'about', 'pricing', 'login', 'register', 'account', 'friends', 'jukebox', 'paypal',
  'assets', 'health', 'earnings', 'suggestions', 'shared-songs', 'reset-password', 'support', 'contact', 'terms',
  'privacy', 'home', 'dashboard',
  'sign-in-link', 'shared', 'shares', 'friend',
]);

export type SlugProblem =
  | 'Must be 3-20 characters long'
  | 'Only lowercase letters, numbers, and hyphens allowed'
  | 'Cannot start or end with hyphen'
  | 'No consecutive hyphens allowed'
  | 'This name is reserved and cannot be used';

/** Trimmed and lowercased, as both sides compare slugs. */
export function normalizeSlug(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The first rule a normalised slug breaks (in the order the editor reports them), or null. */
export function findSlugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return 'Must be 3-20 characters long';
  if (!/^[a-z0-9-]+$/.test(slug)) return 'Only lowercase letters, numbers, and hyphens allowed';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'Cannot start or end with hyphen';
  if (slug.includes('--')) return 'No consecutive hyphens allowed';
  if (RESERVED_SLUGS.has(slug)) return 'This name is reserved and cannot be used';
  return null;
}
