import { FULL_SONG_PRICE_CENTS } from '../domain/money';
import { Voucher } from '../domain/voucher';
import { normalizeVoucherCode, voucherErrors } from '../domain/voucher-rules';
import type { VoucherRecord, Vouchers } from './ports/vouchers.port';

export interface SongQuote {
  listPriceCents: number;
  finalPriceCents: number;
  voucher: VoucherRecord | null;
}

/**
 * The server's price for a full song, with a voucher if one is given (an unusable one is an error,
 * and so is one that leaves 1–99 cents: a price is 0 or at least $1.00).
 */
export async function quoteSong(vouchers: Vouchers, rawCode: string | null | undefined): Promise<SongQuote> {
  const code = normalizeVoucherCode(rawCode);
  if (!code) return { listPriceCents: FULL_SONG_PRICE_CENTS, finalPriceCents: FULL_SONG_PRICE_CENTS, voucher: null };
  const voucher = await vouchers.findByCode(code);
  if (!voucher) throw voucherErrors.notValid();
  const finalPriceCents = Voucher.of(voucher).priceOf(FULL_SONG_PRICE_CENTS, new Date());
  return { listPriceCents: FULL_SONG_PRICE_CENTS, finalPriceCents, voucher };
}
