import { dueLinkReminder, isLinkValid, shareLinkExpiry } from './public-share';

const at = (iso: string) => new Date(iso);
const DAY = 24 * 60 * 60 * 1000;

describe('public share links', () => {
  it('last six calendar months', () => {
    expect(shareLinkExpiry(at('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(shareLinkExpiry(at('2026-08-31T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('are valid until they expire or are deactivated', () => {
    const expiresAt = at('2026-07-15T10:00:00Z');
    expect(isLinkValid({ isActive: true, expiresAt }, at('2026-07-15T09:59:59Z'))).toBe(true);
    expect(isLinkValid({ isActive: true, expiresAt }, at('2026-07-15T10:00:00Z'))).toBe(false);
    expect(isLinkValid({ isActive: false, expiresAt }, at('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('remind 30 days before the end, warn 3 days before, each once', () => {
    const expiresAt = at('2026-07-15T00:00:00Z');
    const link = { isActive: true, expiresAt, firstReminderSent: null, finalWarningSent: null };
    expect(dueLinkReminder(link, new Date(expiresAt.getTime() - 31 * DAY))).toBeNull();
    expect(dueLinkReminder(link, new Date(expiresAt.getTime() - 29 * DAY))).toBe('first');
    expect(dueLinkReminder({ ...link, firstReminderSent: new Date() }, new Date(expiresAt.getTime() - 29 * DAY))).toBeNull();
    expect(dueLinkReminder({ ...link, firstReminderSent: new Date() }, new Date(expiresAt.getTime() - 2 * DAY))).toBe('final');
    expect(dueLinkReminder({ ...link, finalWarningSent: new Date() }, new Date(expiresAt.getTime() - 2 * DAY))).toBeNull();
    expect(dueLinkReminder(link, new Date(expiresAt.getTime() + DAY))).toBeNull();
  });
});
