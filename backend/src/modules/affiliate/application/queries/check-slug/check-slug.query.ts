import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class CheckSlugQuery extends Query<Schema<'SlugAvailability'>> {
  constructor(
    readonly userId: string,
    readonly slug: string,
  ) {
    super();
  }
}
