// The personalised-link slug rules (spec "Slug rules"), shared by the slug editor, the client
// router (is /{slug} an invitation?) and the server (check, save, resolve), so they never disagree.
// Dependency-free on purpose: the backend loads this file at run time as it is.

export const SLUG_MIN = 3;
export const SLUG_MAX = 20;

/** The spec's reserved names (some are pages, some are kept for pages to come). */
const SPEC_RESERVED = [
  'api', 'admin', 'help', 'about', 'pricing', 'login', 'register', 'account', 'friends', 'jukebox', 'paypal',
  'assets', 'health', 'earnings', 'suggestions', 'shared-songs', 'reset-password', 'support', 'contact', 'terms',
  'privacy', 'home', 'dashboard',
];

/**
 * The first path segments the server answers (its registered routes). Kept equal to the app's route
 * table by backend/test/integration/reserved-slugs.spec.ts, which prints the list when they differ.
 */
export const SERVER_TOP_LEVEL_PATHS: readonly string[] = ['api', 'dev', 'metrics', 'paypal', 'shares'];

/**
 * The frontend router's top-level pages and the folders it serves from its root (public/, Vite's
 * assets). Kept equal to frontend/src/app/router.tsx's table by the same test.
 */
export const FRONTEND_TOP_LEVEL_PATHS: readonly string[] = [
  'about', 'account', 'admin', 'assets', 'earnings', 'friend', 'friends', 'help', 'jukebox', 'reset-password', 'samples',
  'shared', 'shared-songs', 'shares', 'sign-in-link', 'suggestions',
];

/** A slug never shadows a page or a server path, and /friend/{slug} and /{slug} always mean the same. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([...SPEC_RESERVED, ...SERVER_TOP_LEVEL_PATHS, ...FRONTEND_TOP_LEVEL_PATHS]);

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
