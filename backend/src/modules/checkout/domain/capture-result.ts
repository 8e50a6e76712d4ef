/** What a capture answered the first time; a repeated capture returns exactly this. */
export interface StoredCaptureResult {
  orderId: string;
  status: 'COMPLETED';
  paymentId: string;
  songId: string | null;
  packId: string | null;
  amountCents: number;
  currency: string;
  /** already_logged_in, new_account_created (a guest, now signed in) or existing_user_login_required. */
  userStatus: 'already_logged_in' | 'new_account_created' | 'existing_user_login_required';
}
