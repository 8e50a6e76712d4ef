import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../shared/ddd';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { normalizeVoucherCode, voucherDefinitionProblems, voucherExpiry } from '../../../domain/voucher-rules';
import { VOUCHERS, type VoucherRecord, type Vouchers } from '../../ports/vouchers.port';
import { CreateVoucherCommand, DeactivateVoucherCommand, ListVouchersQuery } from './manage-vouchers.commands';

/** Admin: list, create and deactivate vouchers (a delete is a soft deactivation: payments keep pointing at it). */
@QueryHandler(ListVouchersQuery)
export class ListVouchersHandler implements IQueryHandler<ListVouchersQuery> {
  constructor(
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
  ) {}

  execute(): Promise<VoucherRecord[]> {
    return this.vouchers.list();
  }
}

@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand> {
  constructor(
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
  ) {}

  async execute({ definition: command }: CreateVoucherCommand): Promise<VoucherRecord> {
    const problems = voucherDefinitionProblems(command);
    if (problems.length > 0) throw new DomainError('invalid', 'validation_failed', problems[0]!, problems.length > 1 ? problems : undefined);
    const code = normalizeVoucherCode(command.code);
    if (await this.vouchers.findByCode(code)) throw checkoutErrors.voucherExists();
    const voucher = await this.vouchers.add({
      code,
      discountType: command.discountType,
      discountValue: command.discountValue,
      maxUses: command.maxUses ?? null,
      expiresAt: command.expiresAt ? voucherExpiry(command.expiresAt) : null,
      isActive: command.isActive ?? true,
    });
    if (!voucher) throw checkoutErrors.voucherExists(); // same code created at the same moment
    return voucher;
  }
}

@CommandHandler(DeactivateVoucherCommand)
export class DeactivateVoucherHandler implements ICommandHandler<DeactivateVoucherCommand> {
  constructor(
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
  ) {}

  async execute({ voucherId }: DeactivateVoucherCommand): Promise<VoucherRecord> {
    const voucher = await this.vouchers.findById(voucherId);
    if (!voucher) throw checkoutErrors.voucherNotFound();
    voucher.isActive = false;
    await this.vouchers.saveActive(voucher);
    return voucher;
  }
}

export const VOUCHER_HANDLERS = [ListVouchersHandler, CreateVoucherHandler, DeactivateVoucherHandler];
