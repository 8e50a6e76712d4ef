import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ResolveInvitationQuery extends Query<Schema<'InvitationResolution'>> {
  constructor(readonly slug: string) {
    super();
  }
}
