/**
 * Personalised-link slug rules (spec "Slug rules"). Shared by the router, which decides whether
 * /{slug} is an invitation, and by the slug editor on the earnings screen.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api', 'admin', 'help', 'about', 'pricing', 'login', 'register', 'account', 'friends',
  'jukebox', 'paypal', 'assets', 'health', 'earnings', 'suggestions', 'shared-songs',
  'reset-password', 'sign-in-link', 'support', 'contact', 'terms', 'privacy', 'home', 'dashboard',
]);

export type SlugProblem =
  | 'Must be 3-20 characters long'
  | 'Only lowercase letters, numbers, and hyphens allowed'
  | 'Cannot start or end with hyphen'
  | 'No consecutive hyphens allowed'
  | 'This name is reserved and cannot be used';

export function normalizeSlug(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The first rule a (normalised) slug breaks, or null when it is valid locally. */
export function findSlugProblem(slug: string): SlugProblem | null {
  if (slug.length < 3 || slug.length > 20) return 'Must be 3-20 characters long';
  if (!/^[a-z0-9-]+$/.test(slug)) return 'Only lowercase letters, numbers, and hyphens allowed';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'Cannot start or end with hyphen';
  if (slug.includes('--')) return 'No consecutive hyphens allowed';
  if (RESERVED_SLUGS.has(slug)) return 'This name is reserved and cannot be used';
  return null;
}

/**
 * Whether a top-level path segment may name an invitation. Referral codes may use upper case,
 * so the segment is normalised first; reserved names never resolve.
 */
export function isInvitationSlug(segment: string): boolean {
  return findSlugProblem(normalizeSlug(segment)) === null;
}
