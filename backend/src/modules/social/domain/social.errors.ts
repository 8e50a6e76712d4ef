import { DomainError } from '../../../shared/ddd';

/** The social context's typed errors; the messages are shown to users as they are. */
export const socialErrors = {
  cannotFriendYourself: () => new DomainError('invalid', 'cannot_friend_yourself', 'You cannot send a friend request to yourself.'),
  alreadyFriends: () => new DomainError('conflict', 'already_friends', 'You are already friends.'),
  requestPending: () => new DomainError('conflict', 'request_pending', 'A friend request between you is already pending.'),
  userNotFound: () => new DomainError('not_found', 'user_not_found', 'User not found'),
  requestNotFound: () => new DomainError('not_found', 'friend_request_not_found', 'Friend request not found'),
  requestNotPending: () => new DomainError('conflict', 'friend_request_not_pending', 'This friend request is no longer pending.'),
  friendNotFound: () => new DomainError('not_found', 'friend_not_found', 'Friend not found'),
  songNotFound: () => new DomainError('not_found', 'song_not_found', 'Song not found'),
  fullNeedsPaidSong: () => new DomainError('invalid', 'full_share_needs_paid_song', 'Only a paid song can be shared in full.'),
  notFriends: () => new DomainError('not_found', 'friend_not_found', 'You can only share songs with your friends.'),
  sharedSongNotFound: () => new DomainError('not_found', 'shared_song_not_found', 'Shared song not found'),
  shareNotFound: () => new DomainError('not_found', 'share_not_found', 'This shared song link may have expired or been removed.'),
  inviteYourself: () => new DomainError('invalid', 'cannot_invite_yourself', 'You cannot invite yourself.'),
  alreadyMember: () => new DomainError('conflict', 'already_member', 'This person already has an account. Send them a friend request instead.'),
  alreadyInvited: () => new DomainError('conflict', 'already_invited', 'You have already invited this person.'),
  payoutEmailRequired: () => new DomainError('invalid', 'payout_email_required', 'Set up your PayPal email before sending affiliate invitations.'),
  emailNotProvedToInvite: () =>
    new DomainError('forbidden', 'email_not_verified', 'Confirm your email address first: open the link we emailed you (or ask for a sign-in link), then send invitations.'),
  payoutEmailMismatch: () => new DomainError('invalid', 'payout_email_mismatch', 'The PayPal email does not match the one saved on your account.'),
};
