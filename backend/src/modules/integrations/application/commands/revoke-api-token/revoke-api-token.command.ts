import { Command } from '@nestjs/cqrs';

/** The token answers 401 from the moment this commits. */
export class RevokeApiTokenCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly tokenId: string,
  ) {
    super();
  }
}
