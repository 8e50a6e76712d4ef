import { formatMoney, receiptText } from './receipt';

describe('payment receipts', () => {
  it('formats minor units with the currency', () => {
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1550, 'JPY')).toBe('¥1,550');
  });

  it('names the song, the amount, the download and the sign-in link', () => {
    const text = receiptText({
      productName: 'Boogy',
      amountMinor: 1000,
      currency: 'USD',
      songTitle: 'Ann · Hip-Hop Party',
      packId: null,
      downloadUrl: 'https://boogy.test/api/songs/1/download',
      signInUrl: 'https://boogy.test/sign-in-link?token=abc',
      jukeboxUrl: 'https://boogy.test/jukebox',
    });
    expect(text.subject).toBe('Your Boogy receipt: $10.00');
    expect(text.paragraphs.join('\n')).toContain('You paid $10.00 for the full song “Ann · Hip-Hop Party”.');
    expect(text.links).toContainEqual({ label: 'Download the MP3 (once signed in)', url: 'https://boogy.test/api/songs/1/download' });
    expect(text.action.url).toBe('https://boogy.test/sign-in-link?token=abc');
  });

  it('says what a voucher download and a sample pack were', () => {
    const base = { productName: 'Boogy', currency: 'USD', downloadUrl: null, signInUrl: null, jukeboxUrl: 'https://boogy.test/jukebox' };
    expect(receiptText({ ...base, amountMinor: 0, songTitle: 'Ann · Kids Party', packId: null }).paragraphs[0]).toBe('You got the full song “Ann · Kids Party” for $0.00 with a voucher.');
    const pack = receiptText({ ...base, amountMinor: 1000, songTitle: null, packId: 'pack-25' });
    expect(pack.paragraphs[0]).toBe('You paid $10.00 for 25 sample credits.');
    expect(pack.action.url).toBe('https://boogy.test/jukebox');
  });
});
