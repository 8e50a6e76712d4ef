
export const ACCOUNT_TRACES = Symbol('ACCOUNT_TRACES');

/** Device nonces and sign-up addresses of accounts (stored hashed). */
export interface AccountTraces {
  record(userId: string, kind: 'device' | 'signup_address', value: string): Promise<void>;
}
