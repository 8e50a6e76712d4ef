
export const ACCOUNT_TRACES = Symbol('ACCOUNT_TRACES');

/** Why a buyer and an affiliate may be one person: what their accounts share (payout emails are affiliate's to compare). */
export type SharedTrace = 'device' | 'signup_address';

/** Device nonces and sign-up addresses of accounts (stored hashed). */
export interface AccountTraces {
  record(userId: string, kind: 'device' | 'signup_address', value: string): Promise<void>;
  /**
   * What two accounts share: a browser (device nonce), or the address they signed up from within
   * 30 days of each other. Empty: nothing links them.
   */
  shared(userId: string, otherUserId: string): Promise<SharedTrace[]>;
}
