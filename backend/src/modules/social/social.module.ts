import { Module } from '@nestjs/common';
import { RateLimiter } from '../../shared/http/rate-limit';
import { CreateShareLinkHandler } from './application/commands/create-share-link/create-share-link.handler';
import { MarkSharedSongReadHandler } from './application/commands/mark-shared-song-read/mark-shared-song-read.handler';
import { RemoveFriendHandler } from './application/commands/remove-friend/remove-friend.handler';
import { RespondToFriendRequestHandler } from './application/commands/respond-to-friend-request/respond-to-friend-request.handler';
import { SendFriendRequestHandler } from './application/commands/send-friend-request/send-friend-request.handler';
import { SendInvitationRemindersHandler } from './application/commands/send-invitation-reminders/send-invitation-reminders.handler';
import { SendInvitationHandler } from './application/commands/send-invitation/send-invitation.handler';
import { SendShareLinkRemindersHandler } from './application/commands/send-share-link-reminders/send-share-link-reminders.handler';
import { ShareWithFriendHandler } from './application/commands/share-with-friend/share-with-friend.handler';
import { OnPaymentCapturedHandler, OnPaymentCapturedGiveBoughtSong } from './application/integration-handlers/on-payment-captured.handler';
import { OnPaymentRefundedTakeBackBoughtSong, TakeBackBoughtSongHandler } from './application/integration-handlers/on-payment-refunded.handler';
import { OnUserRegisteredHandler, OnUserRegisteredMarkInvitationsJoined } from './application/integration-handlers/on-user-registered.handler';
import {
  NotifyFriendRequestAcceptedHandler,
  NotifyInviterHandler,
  OnFriendRequestAcceptedNotifySender,
  OnInvitationAcceptedNotifyInviter,
} from './application/integration-handlers/notify-connections.handler';
import { ACCOUNTS } from './application/ports/accounts.port';
import { SONG_CATALOG } from './application/ports/catalog.port';
import { PAYMENTS } from './application/ports/payments.port';
import { SOCIAL_MAILER } from './application/ports/mailer.port';
import { SOCIAL_RATE_LIMIT } from './application/ports/rate-limit.port';
import { FRIENDS_REPOSITORY, INVITATIONS_REPOSITORY, SHARES_REPOSITORY } from './application/ports/social.repositories';
import { GetPublicShareHandler } from './application/queries/get-public-share/get-public-share.handler';
import { GetShareCardHandler } from './application/queries/get-share-card/get-share-card.handler';
import { HoldsFullShareHandler } from './application/queries/holds-full-share/holds-full-share.handler';
import { ListReceivedRequestsHandler, ListSentRequestsHandler } from './application/queries/list-friend-requests/list-friend-requests.handler';
import { ListFriendsHandler } from './application/queries/list-friends/list-friends.handler';
import { CountUnreadSharedSongsHandler, ListSharedSongsHandler } from './application/queries/list-shared-songs/list-shared-songs.handler';
import { SearchUsersHandler } from './application/queries/search-users/search-users.handler';
import { MikroFriendsRepository } from './infrastructure/friends.repository';
import { MikroInvitationsRepository } from './infrastructure/invitations.repository';
import { CatalogSongsAdapter, CheckoutPaymentsAdapter, IdentityAccountsAdapter, IdentityRateLimitAdapter, NotificationsSocialMailer } from './infrastructure/other-contexts.adapter';
import { MikroSharesRepository } from './infrastructure/shares.repository';
import { FriendsController } from './interface/http/friends.controller';
import { InvitationsController } from './interface/http/invitations.controller';
import { ShareLinkRedirectController } from './interface/http/share-link-redirect.controller';
import { SharingController } from './interface/http/sharing.controller';

/** Social: friends, friend requests, friend shares, public share links and invitations. */
@Module({
  controllers: [FriendsController, SharingController, InvitationsController, ShareLinkRedirectController],
  providers: [
    { provide: FRIENDS_REPOSITORY, useClass: MikroFriendsRepository },
    { provide: SHARES_REPOSITORY, useClass: MikroSharesRepository },
    { provide: INVITATIONS_REPOSITORY, useClass: MikroInvitationsRepository },
    { provide: SONG_CATALOG, useClass: CatalogSongsAdapter },
    { provide: PAYMENTS, useClass: CheckoutPaymentsAdapter },
    { provide: ACCOUNTS, useClass: IdentityAccountsAdapter },
    { provide: SOCIAL_MAILER, useClass: NotificationsSocialMailer },
    { provide: SOCIAL_RATE_LIMIT, useClass: IdentityRateLimitAdapter },
    RateLimiter,
    SendFriendRequestHandler,
    RespondToFriendRequestHandler,
    RemoveFriendHandler,
    ShareWithFriendHandler,
    MarkSharedSongReadHandler,
    CreateShareLinkHandler,
    SendInvitationHandler,
    SendInvitationRemindersHandler,
    SendShareLinkRemindersHandler,
    SearchUsersHandler,
    ListFriendsHandler,
    ListReceivedRequestsHandler,
    ListSentRequestsHandler,
    ListSharedSongsHandler,
    CountUnreadSharedSongsHandler,
    GetPublicShareHandler,
    GetShareCardHandler,
    HoldsFullShareHandler,
    OnPaymentCapturedHandler,
    OnPaymentCapturedGiveBoughtSong,
    TakeBackBoughtSongHandler,
    OnPaymentRefundedTakeBackBoughtSong,
    OnUserRegisteredHandler,
    OnUserRegisteredMarkInvitationsJoined,
    NotifyFriendRequestAcceptedHandler,
    OnFriendRequestAcceptedNotifySender,
    NotifyInviterHandler,
    OnInvitationAcceptedNotifyInviter,
  ],
})
export class SocialModule {}
