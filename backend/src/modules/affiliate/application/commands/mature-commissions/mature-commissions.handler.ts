import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { MatureCommissionsCommand } from './mature-commissions.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';

/** Hourly: commissions past the refund period become payable. */
@RunsOnSchedule({
  queue: 'affiliate.mature-commissions',
  cron: '7 * * * *',
  command: () => new MatureCommissionsCommand(),
  report: ({ matured }, logger) => matured > 0 && logger.log(`${matured} commission(s) matured`),
})
@CommandHandler(MatureCommissionsCommand)
export class MatureCommissionsHandler implements ICommandHandler<MatureCommissionsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
  ) {}

  async execute({ now }: MatureCommissionsCommand): Promise<{ matured: number }> {
    // One conditional UPDATE: a refund holding a commission's row lock makes it wait, then skip it.
    return { matured: await this.uow.run(() => this.repo.matureDue(now)) };
  }
}
