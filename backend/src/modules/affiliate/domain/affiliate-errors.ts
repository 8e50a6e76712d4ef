import { DomainError, type DomainErrorKind, type ErrorCode } from '../../../shared/ddd';

export class AffiliateError extends DomainError {
  constructor(kind: DomainErrorKind, code: ErrorCode, message: string) {
    super(kind, code, message);
  }
}

export const affiliateErrors = {
  invalidSlug: (reason: string) => new AffiliateError('invalid', 'invalid_slug', reason),
  slugTaken: () => new AffiliateError('conflict', 'slug_taken', 'This link is already taken'),
  invitationNotFound: () => new AffiliateError('not_found', 'invitation_not_found', 'This invitation link is not valid or has expired.'),
};
