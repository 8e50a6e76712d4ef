/**
 * Personalised invitation slugs (/friend/{slug} and /{slug}): the spec's rules and reserved names,
 * one definition shared with the client (contracts/src/slug-rules.ts).
 */
import { findSlugProblem, normalizeSlug, SLUG_MAX } from '@boogy/contracts/slug-rules';

export { RESERVED_SLUGS, SLUG_MAX, SLUG_MIN } from '@boogy/contracts/slug-rules';

export type SlugVerdict = { ok: true; slug: string } | { ok: false; reason: string };

/** Trims and lowercases, then applies the rules in the order the editor reports them. */
export function checkSlug(input: string): SlugVerdict {
  const slug = normalizeSlug(input);
  const problem = findSlugProblem(slug);
  return problem ? { ok: false, reason: problem } : { ok: true, slug };
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
