import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserRegisteredV1 } from '@boogy/contracts';

/** On identity.user-registered.v1, inside the inbox transaction `em`. */
export class RecordReferralCommand extends Command<{ referred: boolean }> {
  constructor(
    readonly event: UserRegisteredV1,
    readonly em: EntityManager,
  ) {
    super();
  }
}
