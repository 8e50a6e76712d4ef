// Versioned integration-event payloads: past tense, small, ids plus the few facts consumers need.
export interface IntegrationEvent<Type extends string = string, Payload = unknown> {
  id: string;
  type: Type;
  occurredAt: string;
  payload: Payload;
}

export interface UserRegisteredV1 {
  userId: string;
  email: string;
  firstName: string | null;
  referredByUserId: string | null;
  referralCode: string | null;
}

/** An account proved its email for the first time (an emailed link was opened): a referral counts from then on. */
export interface EmailProvedV1 {
  userId: string;
  email: string;
  referredByUserId: string | null;
}

export interface SongRenderedV1 {
  songId: string;
  ownerUserId: string | null;
  trackCount: number;
}

/** A song's previews are stored and playable (once per render task; full tracks follow). */
export interface SongPreviewsReadyV1 {
  songId: string;
  taskId: string;
  ownerUserId: string | null;
}

/** A song's render failed for good. */
export interface SongFailedV1 {
  songId: string;
  taskId: string;
  ownerUserId: string | null;
  reason: string;
}

/** A song's karaoke video is stored and playable: `preview` (first 40 s) or `full` (the whole, paid song). */
export interface SongVideoReadyV1 {
  songId: string;
  ownerUserId: string | null;
  kind: 'preview' | 'full';
  /** The song's version the video films (absent in events recorded before versions had videos: 1). */
  track?: 1 | 2;
  durationSec: number;
}

export interface PaymentCapturedV1 {
  paymentId: string;
  buyerUserId: string;
  songId: string | null;
  packId: string | null;
  amountPaidCents: number;
  currency: string;
}

export interface PaymentRefundedV1 {
  paymentId: string;
  buyerUserId: string;
  songId: string | null;
  amountRefundedCents: number;
  currency: string;
}

/** Two users became friends (the receiver accepted the sender's request). */
export interface FriendRequestAcceptedV1 {
  requestId: string;
  senderUserId: string;
  receiverUserId: string;
}

/** Someone invited by email joined. */
export interface InvitationAcceptedV1 {
  invitationId: string;
  inviterUserId: string;
  inviteeUserId: string;
  mode: 'friend' | 'affiliate';
}

export interface EventPayloads {
  'identity.user-registered.v1': UserRegisteredV1;
  'identity.email-proved.v1': EmailProvedV1;
  'catalog.song-rendered.v1': SongRenderedV1;
  'catalog.song-previews-ready.v1': SongPreviewsReadyV1;
  'catalog.song-failed.v1': SongFailedV1;
  'catalog.song-video-ready.v1': SongVideoReadyV1;
  'checkout.payment-captured.v1': PaymentCapturedV1;
  'checkout.payment-refunded.v1': PaymentRefundedV1;
  'social.friend-request-accepted.v1': FriendRequestAcceptedV1;
  'social.invitation-accepted.v1': InvitationAcceptedV1;
}
export type EventType = keyof EventPayloads;
