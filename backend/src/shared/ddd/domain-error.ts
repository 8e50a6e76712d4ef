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
    readonly code: string,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'Resource', code = 'not_found') {
    super('not_found', code, `${what} not found`);
  }
}
