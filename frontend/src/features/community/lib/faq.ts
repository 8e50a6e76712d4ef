import type { HelpFacts } from '../api/help';

export interface FaqCategory {
  title: string;
  items: { question: string; answer: string }[];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Minutes in words: whole hours as hours ("1 hour"), otherwise minutes. */
const duration = (minutes: number) => (minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute'));

/**
 * The FAQ, its four categories (spec §2 Help). Every number comes from GET /api/help/facts, i.e.
 * from what the product really charges and pays, so nothing here can drift from the product.
 */
export function faqCategories(f: HelpFacts): FaqCategory[] {
  const packs = f.samplePacks.map((p) => `${dollars(p.priceCents)} for ${p.credits} credits${p.mostPopular ? ' (most popular)' : ''}`).join(', ');
  const [l1, l2, l3] = f.affiliateLayers;
  const layerLine = f.affiliateLayers.map((l) => `layer ${l.layer}: ${l.cashPercent}% of the purchase plus ${plural(l.creditReward, 'credit')}`).join('; ');
  const example = l1 ? `On a ${dollars(f.songPriceCents)} song that is ${dollars((f.songPriceCents * l1.cashPercent) / 100)}${l2 ? `, ${dollars((f.songPriceCents * l2.cashPercent) / 100)}` : ''}${l3 ? ` and ${dollars((f.songPriceCents * l3.cashPercent) / 100)}` : ''}.` : '';
  return [
    {
      title: 'Song Generation',
      items: [
        {
          question: `How does ${f.productName} make a song?`,
          answer: `Type your party guests' names, pick a style and we write the lyrics and produce a dance track featuring every name. Each generation gives you ${plural(f.previewsPerCredit, 'version')} to choose from.`,
        },
        {
          question: 'Can I try it for free?',
          answer: `Yes. Visitors get ${plural(f.guestFreePreviews, 'free preview')} without an account, and every preview plays the first ${f.previewSeconds} seconds of the song. A new account starts with ${plural(f.signupCredits, 'sample credit')} (${f.referredSignupCredits} when a friend invited you); one credit makes one generation of ${plural(f.previewsPerCredit, 'preview track')}.`,
        },
        {
          question: 'How much does the full song cost?',
          answer: `The full 3–4 minute song costs ${dollars(f.songPriceCents)} ${f.chargeCurrency}, charged once through PayPal. Prices in other currencies are shown as an approximation; the charge is always in ${f.chargeCurrency}.`,
        },
        {
          question: 'Can I buy more sample credits?',
          answer: `Yes: ${packs}. Credits never expire, are non-refundable and cannot buy full songs.`,
        },
        {
          question: 'How long is an unpaid song kept?',
          answer: `Unpaid songs are removed ${plural(f.unpaidSongExpiryHours, 'hour')} after they are made. Songs you buy are yours to keep and download any time.`,
        },
      ],
    },
    {
      title: 'Affiliate System',
      items: [
        {
          question: 'How do I earn from referrals?',
          answer: `Share your personal link. When someone signs up with it you get ${plural(f.referrerCredits, 'sample credit')}, and when people you brought in buy songs you earn on three layers: ${layerLine}. ${example}`,
        },
        {
          question: 'When does a commission count?',
          answer: `A commission stays pending for ${plural(f.refundPeriodDays, 'day')} (the refund period). A refund inside that period cancels it; after it, the commission is mature and ready for payout.`,
        },
        {
          question: 'Do I earn from my own purchases?',
          answer: 'No. Nobody earns from their own purchase, and a referral chain never counts the same person twice.',
        },
      ],
    },
    {
      title: 'PayPal Payouts',
      items: [
        {
          question: 'When are payouts sent?',
          answer: `Every ${f.payoutWeekday} at ${f.payoutTimeUtc} UTC, to everyone whose mature balance has reached their payout threshold.`,
        },
        {
          question: 'Is there a minimum payout?',
          answer: `Yes: ${dollars(f.payoutThresholdCents)}. Smaller balances roll over to the next week.`,
        },
        {
          question: 'How do I get paid?',
          answer: 'Add your PayPal email on the Earnings page or in your account settings. Payouts go to that address through PayPal Payouts.',
        },
      ],
    },
    {
      title: 'Account & Technical',
      items: [
        {
          question: 'Where do I find my songs?',
          answer: 'Every song you buy is in your Jukebox and in the music collection on your account page, ready to play, share or download.',
        },
        {
          question: 'I forgot my password.',
          answer: `Use "Forgot password?" on the sign-in form. We email you a link that works once, for ${duration(f.passwordResetLinkMinutes)}.`,
        },
        {
          question: 'How do I contact support?',
          answer: `Use the form below. We reply within ${plural(f.supportReplyHours, 'hour')}.`,
        },
      ],
    },
  ];
}
