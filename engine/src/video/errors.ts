import { SongEngineError } from '../errors';

/** The video's input is unusable (missing audio file, nothing to show): the caller's mistake, not worth a retry. */
export class VideoInputError extends SongEngineError {
  readonly code = 'VIDEO_INPUT';
}

/** ffmpeg is missing or failed while encoding. */
export class VideoEncoderError extends SongEngineError {
  readonly code = 'VIDEO_ENCODER';
}
