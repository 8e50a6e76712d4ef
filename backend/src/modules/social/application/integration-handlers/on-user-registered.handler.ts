import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { OnIntegrationEvent, recordEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../ports/social.repositories';

/** On identity.user-registered.v1, inside the inbox transaction (the open unit of work). */
export class MarkInvitationsJoinedCommand extends Command<void> {
  constructor(
    readonly payload: EventPayloads['identity.user-registered.v1'],
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
    for (const invitation of await this.invitations.markJoined(payload.email, payload.userId)) {
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
    await this.commands.execute(new MarkInvitationsJoinedCommand(payload));
  }
}
