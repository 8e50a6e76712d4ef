import { Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { GetCreditBalanceQuery, SpendCreditCommand } from '../../application/commands/credits/credits';

const SAFE_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

@Controller('api/user')
@UseGuards(SignedInGuard)
export class CreditsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The signed-in user's sample credits. */
  @Get('credits')
  async credits(@CurrentUserId() userId: string): Promise<Schema<'CreditBalance'>> {
    return { credits: await this.queries.execute(new GetCreditBalanceQuery(userId)) };
  }

  /** Spends one sample credit; an Idempotency-Key header makes a retried request spend once. */
  @Post('use-credit')
  @HttpCode(200)
  async useCredit(@CurrentUserId() userId: string, @Headers('idempotency-key') key?: string): Promise<Schema<'CreditSpent'>> {
    const idempotencyKey = key && SAFE_KEY.test(key) ? `use-credit:${userId}:${key}` : `use-credit:${randomUUID()}`;
    const { balance } = await this.commands.execute(new SpendCreditCommand(userId, 'sample_generation', idempotencyKey));
    return { remainingCredits: balance };
  }
}
