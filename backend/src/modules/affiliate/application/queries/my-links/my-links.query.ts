import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class MyLinksQuery extends Query<Schema<'PersonalizedLink'>> {
  constructor(
    readonly userId: string,
    readonly origin: string,
  ) {
    super();
  }
}
