import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayloads } from '@boogy/contracts';
import { type IntegrationEventHandler, OnIntegrationEvent } from '../../../../shared/messaging';
import { signUpCreditsSplit } from '../../domain/email-proof';
import { User } from '../../infrastructure/entities/user.entity';
import { issueToken } from '../../infrastructure/one-time-tokens';
import { IdentityEmails } from '../identity-emails';
import { signUpCredits } from '../register-new-user';

/**
 * Every way of signing up (password, email only, a guest's purchase) raises user-registered: the
 * new address gets a link that proves it. Through the inbox, so a redelivery sends no second email.
 */
@Injectable()
@OnIntegrationEvent('identity.user-registered.v1', 'identity.send-email-confirmation')
export class SendEmailConfirmationHandler implements IntegrationEventHandler<'identity.user-registered.v1'> {
  constructor(private readonly emails: IdentityEmails) {}

  async handle(payload: EventPayloads['identity.user-registered.v1'], em: EntityManager): Promise<void> {
    const user = await em.findOne(User, { id: payload.userId, isActive: true });
    if (!user || user.emailVerifiedAt) return;
    const token = await issueToken(em, user.id, 'email_confirmation');
    await this.emails.emailConfirmation(em, user.email, token, signUpCreditsSplit(signUpCredits(user)).onProof);
  }
}
