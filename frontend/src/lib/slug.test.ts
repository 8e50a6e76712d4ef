// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findSlugProblem, isInvitationSlug, normalizeSlug } from './slug';

describe('invitation slugs in the address bar', () => {
  it('reads a well-formed slug or referral code in any case as an invitation', () => {
    expect(isInvitationSlug('ann-party')).toBe(true);
    expect(isInvitationSlug('ABCD2345')).toBe(true);
    expect(normalizeSlug('  Ann-Party ')).toBe('ann-party');
  });

  it('never reads a page or a server path as an invitation', () => {
    for (const reserved of ['admin', 'jukebox', 'earnings', 'api', 'metrics', 'sign-in-link', 'Help']) expect(isInvitationSlug(reserved)).toBe(false);
  });

  it('names the first broken rule, in the editor’s order', () => {
    expect(findSlugProblem('ab')).toBe('Must be 3-20 characters long');
    expect(findSlugProblem('ann_party')).toBe('Only lowercase letters, numbers, and hyphens allowed');
    expect(findSlugProblem('-ann')).toBe('Cannot start or end with hyphen');
    expect(findSlugProblem('a--b')).toBe('No consecutive hyphens allowed');
    expect(findSlugProblem('about')).toBe('This name is reserved and cannot be used');
    expect(findSlugProblem('ann-party')).toBeNull();
  });
});
