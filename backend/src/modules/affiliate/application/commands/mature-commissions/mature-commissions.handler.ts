import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { MatureCommissionsCommand } from './mature-commissions.command';

@CommandHandler(MatureCommissionsCommand)
export class MatureCommissionsHandler implements ICommandHandler<MatureCommissionsCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
  ) {}

  async execute({ now }: MatureCommissionsCommand): Promise<{ matured: number }> {
    // One conditional UPDATE: a refund holding a commission's row lock makes it wait, then skip it.
    return { matured: await this.orm.em.fork().transactional((em) => this.repo.matureDue(em, now)) };
  }
}
