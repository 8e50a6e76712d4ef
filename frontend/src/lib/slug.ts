/**
 * Personalised-link slug rules (spec "Slug rules"), shared with the server through the contracts
 * package. Used by the router, which decides whether /{slug} is an invitation, and by the slug
 * editor on the earnings screen.
 */
import { findSlugProblem, normalizeSlug } from '@boogy/contracts/slug-rules';

export { findSlugProblem, normalizeSlug, RESERVED_SLUGS, type SlugProblem } from '@boogy/contracts/slug-rules';

/**
 * Whether a top-level path segment may name an invitation. Referral codes may use upper case,
 * so the segment is normalised first; reserved names never resolve.
 */
export function isInvitationSlug(segment: string): boolean {
  return findSlugProblem(normalizeSlug(segment)) === null;
}
