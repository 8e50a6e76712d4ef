import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { normalizeVoucherCode, voucherErrors } from '../../../domain/voucher-rules';
import { quoteSong, type SongQuote } from '../../price-quote';
import { VOUCHERS, type VoucherRecord, type Vouchers } from '../../ports/vouchers.port';

/** POST /api/validate-voucher: a voucher that can be used now, with the song's price after it. */
export class ValidateVoucherQuery extends Query<SongQuote & { voucher: VoucherRecord }> {
  constructor(readonly code: string | undefined) {
    super();
  }
}

@QueryHandler(ValidateVoucherQuery)
export class ValidateVoucherHandler implements IQueryHandler<ValidateVoucherQuery> {
  constructor(
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
  ) {}

  async execute({ code }: ValidateVoucherQuery): Promise<SongQuote & { voucher: VoucherRecord }> {
    if (!normalizeVoucherCode(code)) throw voucherErrors.required();
    const quote = await quoteSong(this.vouchers, code);
    return { ...quote, voucher: quote.voucher! };
  }
}
