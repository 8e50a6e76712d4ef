import { Command } from '@nestjs/cqrs';

/** Resolves to the pending (not yet verified) email. */
export class RequestEmailChangeCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly newEmail: string,
    readonly currentPassword: string,
  ) {
    super();
  }
}
