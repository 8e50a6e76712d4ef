import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { transactionEntityManager } from '../../../../shared/persistence/unit-of-work.mikro-orm';
import type { EventPayloads } from '@boogy/contracts';
import { OnIntegrationEvent, recordEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../ports/social.repositories';

/** On identity.user-registered.v1, inside the inbox transaction `em`. */
export class MarkInvitationsJoinedCommand extends Command<void> {
  constructor(
    readonly payload: EventPayloads['identity.user-registered.v1'],
    readonly em: EntityManager,
  ) {
    super();
  }
}

/**
 * An invitee joined: their invitations stop reminding (status joined), and each inviter's
 * invitation is announced as social.invitation-accepted.v1. Idempotent through the inbox.
 */
@Injectable()
@CommandHandler(MarkInvitationsJoinedCommand)
export class OnUserRegisteredHandler implements ICommandHandler<MarkInvitationsJoinedCommand> {
  constructor(@Inject(INVITATIONS_REPOSITORY) private readonly invitations: InvitationsRepository) {}

  execute({ payload }: MarkInvitationsJoinedCommand): Promise<void> {
    return this.handle(payload);
  }

  async handle(payload: EventPayloads['identity.user-registered.v1']): Promise<void> {
    const em = transactionEntityManager();
    for (const invitation of await this.invitations.markJoined(em, payload.email, payload.userId)) {
      recordEvent('social.invitation-accepted.v1', {
        invitationId: invitation.id,
        inviterUserId: invitation.senderUserId,
        inviteeUserId: payload.userId,
        mode: invitation.mode,
      });
    }
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename): dispatches the command. */
@Injectable()
@OnIntegrationEvent('identity.user-registered.v1', 'social.invitation-joined')
export class OnUserRegisteredMarkInvitationsJoined implements IntegrationEventHandler<'identity.user-registered.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: EventPayloads['identity.user-registered.v1']): Promise<void> {
    const em = transactionEntityManager();
    await this.commands.execute(new MarkInvitationsJoinedCommand(payload, em));
  }
}
