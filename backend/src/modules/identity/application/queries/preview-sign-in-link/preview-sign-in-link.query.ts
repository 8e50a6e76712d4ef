import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { TokenPurpose } from '../../../domain/one-time-token';

/** Links that land on the "Sign in as …" page: sign-in links (asked for, or in a receipt) and a new account's confirmation. */
export const SIGN_IN_LINK_PURPOSES: TokenPurpose[] = ['sign_in', 'receipt_sign_in', 'email_confirmation'];

/** Which account a link is for, leaving it usable: a mail scanner opening the page uses nothing up. */
export class PreviewSignInLinkQuery extends Query<Schema<'SignInLinkPreview'>> {
  constructor(
    readonly token: string,
    readonly sessionUserId: string | null,
  ) {
    super();
  }
}
