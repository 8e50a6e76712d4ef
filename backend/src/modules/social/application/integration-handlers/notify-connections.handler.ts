import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { ACCOUNTS, type AccountsPort } from '../ports/accounts.port';
import { SOCIAL_MAILER, type SocialMailer } from '../ports/mailer.port';

/** On social.friend-request-accepted.v1, inside the inbox transaction. */
export class NotifyFriendRequestAcceptedCommand extends EventCommand<'social.friend-request-accepted.v1'> {}

/** On social.invitation-accepted.v1, inside the inbox transaction. */
export class NotifyInviterCommand extends EventCommand<'social.invitation-accepted.v1'> {}

/**
 * The person who asked hears the answer: the sender of an accepted friend request is told they
 * are friends now. Queued in the inbox transaction, so a redelivered event sends no second email;
 * nobody is written to about an account closed meanwhile.
 */
@Injectable()
@CommandHandler(NotifyFriendRequestAcceptedCommand)
export class NotifyFriendRequestAcceptedHandler implements ICommandHandler<NotifyFriendRequestAcceptedCommand> {
  constructor(
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
  ) {}

  async execute({ payload }: NotifyFriendRequestAcceptedCommand): Promise<void> {
    const [sender, friend] = [await this.accounts.byId(payload.senderUserId), await this.accounts.byId(payload.receiverUserId)];
    if (!sender?.isActive || !friend?.isActive) return;
    await this.mailer.friendRequestAccepted(sender.email, { name: friend.name });
  }
}

/** An inviter learns that the person they invited joined, and can befriend them. */
@Injectable()
@CommandHandler(NotifyInviterCommand)
export class NotifyInviterHandler implements ICommandHandler<NotifyInviterCommand> {
  constructor(
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
  ) {}

  async execute({ payload }: NotifyInviterCommand): Promise<void> {
    const [inviter, invitee] = [await this.accounts.byId(payload.inviterUserId), await this.accounts.byId(payload.inviteeUserId)];
    if (!inviter?.isActive || !invitee?.isActive) return;
    await this.mailer.invitationAccepted(inviter.email, { name: invitee.name });
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnFriendRequestAcceptedNotifySender extends dispatchOnEvent('social.friend-request-accepted.v1', 'social.notify-friend-request-accepted', NotifyFriendRequestAcceptedCommand) {}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnInvitationAcceptedNotifyInviter extends dispatchOnEvent('social.invitation-accepted.v1', 'social.notify-inviter', NotifyInviterCommand) {}
