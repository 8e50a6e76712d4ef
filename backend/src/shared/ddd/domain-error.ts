import { ERROR_CODES } from '@boogy/contracts/limits';

/** Every `code` an error answer may carry: the enum of `ErrorCode` in openapi.yaml, so a new code must be declared first. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What went wrong, in terms the HTTP layer maps once to a status code (see http/errors.filter.ts). */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

/** A typed error raised by the domain or a use case; `message` is shown to the user as is. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'Resource', code: ErrorCode = 'not_found') {
    super('not_found', code, `${what} not found`);
  }
}
