import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class GeneratePersonalizedLinkCommand extends Command<Schema<'PersonalizedLink'>> {
  constructor(
    readonly userId: string,
    readonly origin: string,
  ) {
    super();
  }
}
