import { findSamplePack } from './sample-packs';

/** An amount in minor units as people read it: 1000 USD → "$10.00", 0 → "$0.00"; JPY has no minor unit. */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

export interface ReceiptFacts {
  productName: string;
  amountMinor: number;
  currency: string;
  /** The song's human title, or null for a sample pack. */
  songTitle: string | null;
  packId: string | null;
  /** Absolute URLs; the download link is null for a pack. */
  downloadUrl: string | null;
  signInUrl: string | null;
  jukeboxUrl: string;
}

export interface ReceiptText {
  subject: string;
  heading: string;
  paragraphs: string[];
  links: { label: string; url: string }[];
  action: { label: string; url: string };
  footnote: string;
}

/** What a payment receipt says: what was bought, what it cost, and the way back to it. */
export function receiptText(facts: ReceiptFacts): ReceiptText {
  const amount = formatMoney(facts.amountMinor, facts.currency);
  const pack = facts.packId ? findSamplePack(facts.packId) : null;
  const item = facts.songTitle ? `the full song “${facts.songTitle}”` : pack ? `${pack.credits} sample credits` : 'your purchase';
  const paid = facts.amountMinor === 0 ? `You got ${item} for ${amount} with a voucher.` : `You paid ${amount} for ${item}.`;
  const paragraphs = [paid, `Your ${facts.songTitle ? 'song stays' : 'credits stay'} in your account, in your jukebox.`];
  const links: ReceiptText['links'] = [];
  if (facts.downloadUrl) links.push({ label: 'Download the MP3 (once signed in)', url: facts.downloadUrl });
  if (facts.signInUrl) {
    paragraphs.push('On another device or browser, the sign-in button below signs you in to your account once, within 7 days.');
    links.push({ label: 'Your jukebox (already signed in)', url: facts.jukeboxUrl });
  }
  return {
    subject: `Your ${facts.productName} receipt: ${amount}`,
    heading: facts.songTitle ? 'Your song is yours' : 'Thank you for your purchase',
    paragraphs,
    links,
    action: facts.signInUrl ? { label: 'Sign in and open my jukebox', url: facts.signInUrl } : { label: 'Open my jukebox', url: facts.jukeboxUrl },
    footnote: 'Keep this email as your receipt. The sign-in link works once; after that, ask for a new one from Sign In.',
  };
}

export interface RefundFacts {
  productName: string;
  amountMinor: number;
  currency: string;
  /** The refunded song's human title, or null for a sample pack. */
  songTitle: string | null;
  jukeboxUrl: string;
}

/** What a refund notice says: how much comes back, and what the refund took back with it. */
export function refundText(facts: RefundFacts): ReceiptText {
  const amount = formatMoney(facts.amountMinor, facts.currency);
  const item = facts.songTitle ? `the full song “${facts.songTitle}”` : 'your purchase';
  const paragraphs = [
    `We refunded ${amount} for ${item}. It goes back to the card or PayPal account you paid with; your bank may take a few days to show it.`,
    facts.songTitle
      ? 'The song is a free preview again: its full track and MP3 download are no longer available.'
      : 'What the purchase gave (its sample credits) has been taken back.',
  ];
  return {
    subject: `Your ${facts.productName} refund: ${amount}`,
    heading: 'Your refund is on its way',
    paragraphs,
    links: [],
    action: { label: 'Open my jukebox', url: facts.jukeboxUrl },
    footnote: 'Keep this email as the record of your refund.',
  };
}
