import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { signUpCreditsOf } from '../../domain/credits';
import { signUpCreditsSplit } from '../../domain/email-proof';
import { IdentityEmails } from '../identity-emails';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../ports/users.repository.port';

/** On identity.user-registered.v1, inside the inbox transaction `em`. */
export class SendEmailConfirmationCommand extends EventCommand<'identity.user-registered.v1'> {}

/**
 * Every way of signing up (password, email only, a guest's purchase) raises user-registered: the
 * new address gets a link that proves it. Through the inbox, so a redelivery sends no second email.
 */
@Injectable()
@CommandHandler(SendEmailConfirmationCommand)
export class SendEmailConfirmationHandler implements ICommandHandler<SendEmailConfirmationCommand> {
  constructor(
    private readonly emails: IdentityEmails,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  execute({ payload }: SendEmailConfirmationCommand): Promise<void> {
    return this.handle(payload);
  }

  /** The credits the proof unlocks follow the event's referrer: the one recorded with the account, in the same transaction. */
  async handle(payload: EventPayloads['identity.user-registered.v1']): Promise<void> {
    const user = await this.users.findById(payload.userId, { activeOnly: true });
    if (!user || user.emailVerifiedAt) return;
    const token = await this.tokens.issue(user.id, 'email_confirmation');
    await this.emails.emailConfirmation(user.email, token, signUpCreditsSplit(signUpCreditsOf({ referredBy: payload.referredByUserId })).onProof);
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnUserRegisteredSendEmailConfirmation extends dispatchOnEvent('identity.user-registered.v1', 'identity.send-email-confirmation', SendEmailConfirmationCommand) {}
