import type { SuggestionStatus } from '../domain/suggestion';

/** A suggestion as the community board shows it (no submitter email, no admin notes). */
export interface SuggestionView {
  id: string;
  title: string;
  description: string;
  submitterName: string | null;
  votes: number;
  status: SuggestionStatus;
  createdAt: string;
  updatedAt: string;
}

/** What an admin sees to moderate a suggestion. */
export interface SuggestionAdminView extends SuggestionView {
  submitterEmail: string | null;
  userId: string | null;
  adminNotes: string | null;
}

export interface AffiliateLayerFact {
  layer: number;
  /** Percent of the amount paid (35 for 35 %). */
  cashPercent: number;
  creditReward: number;
  /** What the layer earns on one full song at the list price, in cents. */
  songCommissionCents: number;
}

/** Every number the Help FAQ states, read from what the product itself uses. */
export interface HelpFacts {
  productName: string;
  songPriceCents: number;
  chargeCurrency: string;
  previewSeconds: number;
  guestFreePreviews: number;
  signupCredits: number;
  referredSignupCredits: number;
  referrerCredits: number;
  previewsPerCredit: number;
  samplePacks: { credits: number; priceCents: number; mostPopular: boolean }[];
  unpaidSongExpiryHours: number;
  affiliateLayers: AffiliateLayerFact[];
  refundPeriodDays: number;
  payoutWeekday: string;
  payoutTimeUtc: string;
  payoutThresholdCents: number;
  supportReplyHours: number;
  passwordResetLinkMinutes: number;
}
