import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** A new API token for the user: the answer carries the token, the only time it is ever shown. */
export class CreateApiTokenCommand extends Command<Schema<'CreatedApiToken'>> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly scopes: string[],
    readonly expiresAt: Date | null,
  ) {
    super();
  }
}
