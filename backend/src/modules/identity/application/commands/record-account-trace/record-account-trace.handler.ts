import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_TRACES, type AccountTraces } from '../../ports/account-traces.port';
import { RecordAccountTraceCommand } from './record-account-trace.command';

@CommandHandler(RecordAccountTraceCommand)
export class RecordAccountTraceHandler implements ICommandHandler<RecordAccountTraceCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(ACCOUNT_TRACES) private readonly traces: AccountTraces,
  ) {}

  async execute({ userId, deviceNonce, signUpAddress }: RecordAccountTraceCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      if (deviceNonce) await this.traces.record(em, userId, 'device', deviceNonce);
      if (signUpAddress) await this.traces.record(em, userId, 'signup_address', signUpAddress);
    });
  }
}
