import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class UpdateSlugCommand extends Command<Schema<'PersonalizedLink'>> {
  constructor(
    readonly userId: string,
    readonly slug: string,
    readonly origin: string,
  ) {
    super();
  }
}
