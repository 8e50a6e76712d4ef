import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';
import { DomainError } from '../../../shared/ddd';

/** The checkout's user-facing failures; messages are shown as they are. */
export const checkoutErrors = {
  songNotFound: () => new DomainError('not_found', 'song_not_found', 'Song not found'),
  orderNotFound: () => new DomainError('not_found', 'order_not_found', 'Order not found'),
  paymentNotFound: () => new DomainError('not_found', 'payment_not_found', 'Payment not found'),
  packNotFound: () => new DomainError('not_found', 'pack_not_found', 'Sample pack not found'),
  alreadyPaid: () => new DomainError('conflict', 'already_paid', 'This song is already paid for'),
  requiredFields: () => new DomainError('invalid', 'required_fields', 'Please fill in your name and email to continue.'),
  invalidEmail: () => new DomainError('invalid', 'invalid_email', INVALID_EMAIL_MESSAGE),
  existingAccount: () =>
    new DomainError('conflict', 'existing_user_login_required', 'An account with this email already exists. Please sign in to buy this song.'),
  chooseOne: () => new DomainError('invalid', 'choose_song_or_pack', 'Choose a song or a sample pack to buy'),
  signInForPack: () => new DomainError('unauthorized', 'signed_out', 'Please sign in to buy sample credits'),
  voucherNotForPacks: () => new DomainError('invalid', 'voucher_not_for_packs', 'Voucher codes apply to full songs only'),
  amountMismatch: () => new DomainError('invalid', 'amount_mismatch', 'The amount does not match the price'),
  currencyNotUsd: () => new DomainError('invalid', 'currency_not_supported', 'Payments are charged in USD'),
  intentNotCapture: () => new DomainError('invalid', 'intent_not_supported', 'The payment intent must be CAPTURE'),
  useFreeDownload: () => new DomainError('invalid', 'use_free_download', 'This song is free with your voucher: use Get Free Download'),
  notFree: () => new DomainError('payment_required', 'not_free', 'This song is not free: complete the payment to get the full song'),
  otherSong: () => new DomainError('conflict', 'order_for_other_song', 'This order is for a different song'),
  orderFailed: (reason: string) => new DomainError('conflict', 'order_failed', reason),
  notApproved: () => new DomainError('conflict', 'order_not_approved', 'The payment has not been approved yet'),
  declined: () => new DomainError('payment_required', 'payment_declined', 'Your payment was declined. Please try another payment method.'),
  pending: () => new DomainError('conflict', 'payment_pending', 'Your payment is still pending with PayPal. Your song unlocks as soon as it completes.'),
  providerDown: () => new DomainError('unavailable', 'payment_provider_unavailable', 'PayPal is not answering right now. Please try again.'),
  notCaptured: () => new DomainError('conflict', 'order_not_captured', 'This order has not been paid'),
  notAPackOrder: () => new DomainError('invalid', 'not_a_pack_order', 'This order is not for a sample pack'),
  alreadyRefunded: () => new DomainError('conflict', 'already_refunded', 'This payment is already refunded'),
  webhookNotConfigured: () => new DomainError('unavailable', 'webhook_not_configured', 'Webhook verification is not configured'),
  badWebhookSignature: () => new DomainError('invalid', 'webhook_signature_invalid', 'Webhook signature could not be verified'),
  sandboxOnly: () => new DomainError('not_found', 'sandbox_disabled', 'The sandbox payment provider is not enabled'),
  voucherExists: () => new DomainError('conflict', 'voucher_exists', 'A voucher with this code already exists'),
  voucherNotFound: () => new DomainError('not_found', 'voucher_not_found', 'Voucher not found'),
};

/** The email rule shared with the screens. */
export { isEmailAddress as isEmail } from '@boogy/contracts/email';
