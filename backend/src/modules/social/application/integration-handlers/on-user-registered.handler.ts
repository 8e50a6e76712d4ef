import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayloads } from '@boogy/contracts';
import { OnIntegrationEvent, recordEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../ports/social.repositories';

/**
 * An invitee joined: their invitations stop reminding (status joined), and each inviter's
 * invitation is announced as social.invitation-accepted.v1. Idempotent through the inbox.
 */
@Injectable()
@OnIntegrationEvent('identity.user-registered.v1', 'social.invitation-joined')
export class OnUserRegisteredHandler implements IntegrationEventHandler<'identity.user-registered.v1'> {
  constructor(@Inject(INVITATIONS_REPOSITORY) private readonly invitations: InvitationsRepository) {}

  async handle(payload: EventPayloads['identity.user-registered.v1'], em: EntityManager): Promise<void> {
    for (const invitation of await this.invitations.markJoined(em, payload.email, payload.userId)) {
      recordEvent(em, 'social.invitation-accepted.v1', {
        invitationId: invitation.id,
        inviterUserId: invitation.senderUserId,
        inviteeUserId: payload.userId,
        mode: invitation.mode,
      });
    }
  }
}
