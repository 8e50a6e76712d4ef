import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AdminGuard } from '../../../../shared/http/admin.guard';
import { DecideHeldCommissionCommand, heldErrors, ListHeldCommissionsQuery } from '../../application/commands/review-held-commission/review-held-commission';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin: commissions held for review (self-referral signs), released or voided one by one (audited). */
@Controller('api/admin/held-commissions')
@UseGuards(AdminGuard)
export class AdminAffiliateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(): Promise<Schema<'HeldCommissionList'>> {
    return { commissions: await this.queries.execute(new ListHeldCommissionsQuery()) };
  }

  @Post(':id/release')
  @HttpCode(200)
  release(@Param('id') id: string): Promise<Schema<'HeldCommissionDecision'>> {
    if (!UUID.test(id)) throw heldErrors.notFound();
    return this.commands.execute(new DecideHeldCommissionCommand(id, true));
  }

  @Post(':id/void')
  @HttpCode(200)
  void(@Param('id') id: string): Promise<Schema<'HeldCommissionDecision'>> {
    if (!UUID.test(id)) throw heldErrors.notFound();
    return this.commands.execute(new DecideHeldCommissionCommand(id, false));
  }
}
