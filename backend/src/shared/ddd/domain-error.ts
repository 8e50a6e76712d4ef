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

/**
 * The base of an error that always says the same thing, so that it is declared in one line:
 * `export class SongNotFoundError extends fixedDomainError('not_found', 'song_not_found', 'Song not found') {}`.
 * Each such class stays its own class (its own `name`, and `instanceof` tells them apart).
 */
export function fixedDomainError(kind: DomainErrorKind, code: ErrorCode, message: string) {
  return class extends DomainError {
    constructor() {
      super(kind, code, message);
    }
  };
}
