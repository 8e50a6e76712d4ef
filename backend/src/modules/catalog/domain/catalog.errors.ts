import { DomainError, fixedDomainError, type ErrorCode } from '../../../shared/ddd';

/** Unknown, or not the caller's: both answer 404 so ids of other people's songs are not revealed. */
export class SongNotFoundError extends fixedDomainError('not_found', 'song_not_found', 'Song not found') {}

export class GuestSamplesExhaustedError extends DomainError {
  constructor(allowance: number) {
    super(
      'payment_required',
      'guest_samples_exhausted',
      `You've used all ${allowance} free previews. Sign up free with your first name and email to get more!`,
    );
  }
}

export class NoSampleCreditsError extends fixedDomainError('payment_required', 'no_sample_credits', 'You have no sample credits left. Buy a sample pack or invite friends to earn more.') {}

export class SongNotPaidError extends fixedDomainError('payment_required', 'song_not_paid', 'Get the full song to download it.') {}

export class SongAlreadyRenderingError extends fixedDomainError('conflict', 'song_already_rendering', 'This song is already being made.') {}

export class SongNotReadyError extends fixedDomainError('conflict', 'song_not_ready', 'Your song is still being created. Please try again in a moment!') {}

export class InvalidSongInputError extends DomainError {
  constructor(message: string, code: ErrorCode = 'validation_failed') {
    super('invalid', code, message);
  }
}

/** No ready video of the kind this caller may watch (the other kind is never served instead). */
export class VideoNotFoundError extends fixedDomainError('not_found', 'video_not_found', 'No video of this song yet') {}
