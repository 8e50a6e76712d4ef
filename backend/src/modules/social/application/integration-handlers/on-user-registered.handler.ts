import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { dispatchOnEvent, EventCommand, recordEvent } from '../../../../shared/messaging';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../ports/social.repositories';

/** On identity.user-registered.v1, inside the inbox transaction (the open unit of work). */
export class MarkInvitationsJoinedCommand extends EventCommand<'identity.user-registered.v1'> {}

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

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnUserRegisteredMarkInvitationsJoined extends dispatchOnEvent('identity.user-registered.v1', 'social.invitation-joined', MarkInvitationsJoinedCommand) {}
