import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class GetPublicShareQuery extends Query<Schema<'PublicShare'>> {
  constructor(
    readonly shareId: string,
    /** The visitor, when signed in (to tell them it is their own song). */
    readonly viewerUserId: string | null,
  ) {
    super();
  }
}
