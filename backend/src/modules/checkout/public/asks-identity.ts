import { Command, Query } from '@nestjs/cqrs';

/*
 * What the checkout asks of identity. The checkout declares these messages and identity handles
 * them (identity/application/for-checkout/), so identity imports the checkout and never the other
 * way round. Run inside the checkout's unit of work, they join its transaction.
 */

/** The id of the account with this email, whatever its letter case, or null. */
export class FindBuyerAccountQuery extends Query<string | null> {
  constructor(readonly email: string) {
    super();
  }
}

/**
 * A passwordless account (sign-up credits, event) for a guest who paid or took a free song; the
 * id of the account that holds the email already, if one does. Answers the account's id.
 */
export class CreateGuestBuyerAccountCommand extends Command<string> {
  constructor(
    readonly email: string,
    readonly firstName: string,
  ) {
    super();
  }
}

/** Where a receipt goes: the active account's email, or null. */
export class FindReceiptEmailQuery extends Query<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * A one-time sign-in link path for a receipt (`/sign-in-link?token=…`), issued in the caller's unit
 * of work (a receipt that is not sent leaves no usable link); null for an unknown or deactivated account.
 */
export class IssueReceiptSignInPathCommand extends Command<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}
