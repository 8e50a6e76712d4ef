import type { Schema } from '@boogy/contracts';

/** A signed-in user as GET /api/auth/session answers it; override what a test is about. */
export function currentUser(overrides: Partial<Schema<'CurrentUser'>> = {}): Schema<'CurrentUser'> {
  return {
    id: '0b7f1c2e-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    pendingEmail: null,
    paypalEmail: null,
    preferredCurrency: 'USD',
    previewCredits: 10,
    isAdmin: false,
    hasPassword: true,
    emailVerified: true,
    referralCode: 'ADA23456',
    personalizedSlug: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/help/facts with figures unlike the product's, so a screen that hard-codes one is caught. */
export function helpFacts(overrides: Partial<Schema<'HelpFacts'>> = {}): Schema<'HelpFacts'> {
  return {
    productName: 'Boogy',
    songPriceCents: 1200,
    chargeCurrency: 'USD',
    previewSeconds: 35,
    guestFreePreviews: 3,
    signupCredits: 8,
    referredSignupCredits: 13,
    referrerCredits: 4,
    previewsPerCredit: 1,
    samplePacks: [
      { credits: 20, priceCents: 500, mostPopular: false },
      { credits: 70, priceCents: 2000, mostPopular: true },
    ],
    unpaidSongExpiryHours: 24,
    affiliateLayers: [
      { layer: 1, cashPercent: 30, creditReward: 4, songCommissionCents: 360 },
      { layer: 2, cashPercent: 10, creditReward: 1, songCommissionCents: 120 },
      { layer: 3, cashPercent: 5, creditReward: 0, songCommissionCents: 60 },
    ],
    refundPeriodDays: 14,
    payoutWeekday: 'Friday',
    payoutTimeUtc: '09:00',
    payoutThresholdCents: 3000,
    supportReplyHours: 48,
    passwordResetLinkMinutes: 30,
    ...overrides,
  };
}
