import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_TRACES, type AccountTraces } from '../../ports/account-traces.port';
import { RecordAccountTraceCommand } from './record-account-trace.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

@CommandHandler(RecordAccountTraceCommand)
export class RecordAccountTraceHandler implements ICommandHandler<RecordAccountTraceCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(ACCOUNT_TRACES) private readonly traces: AccountTraces,
  ) {}

  async execute({ userId, deviceNonce, signUpAddress }: RecordAccountTraceCommand): Promise<void> {
    await this.uow.run(async () => {
      if (deviceNonce) await this.traces.record(userId, 'device', deviceNonce);
      if (signUpAddress) await this.traces.record(userId, 'signup_address', signUpAddress);
    });
  }
}
