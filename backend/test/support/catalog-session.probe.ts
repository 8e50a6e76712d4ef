import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { GrantCreditsCommand } from '../../src/modules/checkout/public';

/**
 * Test-only routes mounted beside the real app: sign a visitor in as a user id (identity's real
 * sign-in sets the same session field) and grant that user sample credits through the ledger.
 */
@Controller('test/catalog')
class CatalogSessionProbeController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sign-in')
  async signIn(@Req() req: Request, @Body() body: { userId?: string; credits?: number }): Promise<{ userId: string }> {
    const userId = body.userId ?? randomUUID();
    if (body.credits) await this.commands.execute(new GrantCreditsCommand({ userId, amount: body.credits, reason: 'test', idempotencyKey: `test:${randomUUID()}` }));
    await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
    req.session.userId = userId;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    return { userId };
  }
}

@Module({ controllers: [CatalogSessionProbeController] })
export class CatalogSessionProbeModule {}

export const catalogSessionProbe = { module: CatalogSessionProbeModule };
