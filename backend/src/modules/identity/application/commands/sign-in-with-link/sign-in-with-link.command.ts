import { Command } from '@nestjs/cqrs';

/** Resolves to the user id to sign in, or null when the link is invalid, expired or used. */
export class SignInWithLinkCommand extends Command<string | null> {
  constructor(readonly token: string) {
    super();
  }
}
