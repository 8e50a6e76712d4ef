import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AdminGuard } from '../../../../shared/http/admin.guard';
import { CreateVoucherCommand, DeactivateVoucherCommand, ListVouchersQuery } from '../../application/commands/manage-vouchers/manage-vouchers.commands';
import { RefundPaymentCommand } from '../../application/commands/refund-payment/refund-payment.command';
import { checkoutErrors } from '../../domain/checkout-errors';
import type { VoucherRecord as Voucher } from '../../application/ports/vouchers.port';
import { CreateVoucherDto, RefundPaymentDto } from './dto/checkout.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function view(voucher: Voucher): Schema<'Voucher'> {
  return {
    id: voucher.id,
    code: voucher.code,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    maxUses: voucher.maxUses,
    currentUses: voucher.currentUses,
    expiresAt: voucher.expiresAt ? voucher.expiresAt.toISOString() : null,
    isActive: voucher.isActive,
    createdAt: voucher.createdAt.toISOString(),
  };
}

/** Admin: vouchers (a delete deactivates) and refunds. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminCheckoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('vouchers')
  async listVouchers(): Promise<Schema<'VoucherList'>> {
    return { vouchers: (await this.queries.execute(new ListVouchersQuery())).map(view) };
  }

  @Post('vouchers')
  @HttpCode(201)
  async createVoucher(@Body() body: CreateVoucherDto): Promise<Schema<'Voucher'>> {
    return view(await this.commands.execute(new CreateVoucherCommand(body)));
  }

  @Delete('vouchers/:id')
  @HttpCode(200)
  async deactivateVoucher(@Param('id') id: string): Promise<Schema<'Voucher'>> {
    if (!UUID.test(id)) throw checkoutErrors.voucherNotFound();
    return view(await this.commands.execute(new DeactivateVoucherCommand(id)));
  }

  /** Returns the money through the provider and takes the song's full access away. */
  @Post('payments/:id/refund')
  @HttpCode(200)
  async refund(@Param('id') id: string, @Body() body: RefundPaymentDto): Promise<Schema<'RefundResult'>> {
    if (!UUID.test(id)) throw checkoutErrors.paymentNotFound();
    return this.commands.execute(new RefundPaymentCommand(id, body.reason?.trim() || null));
  }
}
