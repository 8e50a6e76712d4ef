import { Command } from '@nestjs/cqrs';

/**
 * Uses an emailed sign-in or email-confirmation link (after the person pressed "Sign in as …").
 * Resolves to the user id to sign in; `sessionUserId` is who this browser is signed in as now.
 */
export class SignInWithLinkCommand extends Command<string> {
  constructor(
    readonly token: string,
    readonly sessionUserId: string | null,
  ) {
    super();
  }
}
