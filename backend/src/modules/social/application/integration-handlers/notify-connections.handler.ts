import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { ACCOUNTS, type AccountsPort } from '../ports/accounts.port';
import { SOCIAL_MAILER, type SocialMailer } from '../ports/mailer.port';

/** On social.friend-request-accepted.v1, inside the inbox transaction. */
export class NotifyFriendRequestAcceptedCommand extends EventCommand<'social.friend-request-accepted.v1'> {}

/** On social.invitation-accepted.v1, inside the inbox transaction. */
export class NotifyInviterCommand extends EventCommand<'social.invitation-accepted.v1'> {}

/** Writes to one person about another (by name), unless either account was closed meanwhile. */
async function tellAbout(accounts: AccountsPort, recipientId: string, aboutId: string, send: (to: string, about: { name: string }) => Promise<void>): Promise<void> {
  const [recipient, about] = [await accounts.byId(recipientId), await accounts.byId(aboutId)];
  if (!recipient?.isActive || !about?.isActive) return;
  await send(recipient.email, { name: about.name });
}

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
    await tellAbout(this.accounts, payload.senderUserId, payload.receiverUserId, (to, friend) => this.mailer.friendRequestAccepted(to, friend));
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
    await tellAbout(this.accounts, payload.inviterUserId, payload.inviteeUserId, (to, invitee) => this.mailer.invitationAccepted(to, invitee));
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnFriendRequestAcceptedNotifySender extends dispatchOnEvent('social.friend-request-accepted.v1', 'social.notify-friend-request-accepted', NotifyFriendRequestAcceptedCommand) {}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnInvitationAcceptedNotifyInviter extends dispatchOnEvent('social.invitation-accepted.v1', 'social.notify-inviter', NotifyInviterCommand) {}
