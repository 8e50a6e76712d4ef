import type { VideoKind, VideoStatus, VideoTrack } from '../../domain/song-video';

export interface VideoRecord {
  readonly id: string;
  songId: string;
  kind: VideoKind;
  track: VideoTrack;
  status: VideoStatus;
  progress: number;
  /** The render job that owns the row while it renders (a newer request's job replaces it). */
  jobId: string;
  mediaKey: string | null;
  durationSec: number | null;
}

/** The catalog's song videos; every method joins the open unit of work, if any. */
export abstract class SongVideos {
  /**
   * Asks for the video of this kind of one version of the song. One row per song, kind and track
   * (a unique constraint): the
   * first request inserts it, a request after a failure (or a render lost long ago) takes the row back; both answer
   * `started: true` with the new job id. Any other request (one rendering or ready) gets the row
   * as it is and `started: false`.
   */
  abstract request(songId: string, kind: VideoKind, track: VideoTrack, jobId: string): Promise<{ video: VideoRecord; started: boolean }>;
  abstract find(songId: string, kind: VideoKind, track: VideoTrack): Promise<VideoRecord | null>;
  /** The kinds of version 1's video ready for each song (songs without any are left out). */
  abstract readyKinds(songIds: readonly string[]): Promise<Map<string, VideoKind[]>>;
  /** Moves the progress on (never back) while this job owns the row. */
  abstract progress(videoId: string, jobId: string, percent: number): Promise<void>;
  /** Ready with its file, while this job owns the row; false when the row is gone or taken. */
  abstract ready(videoId: string, jobId: string, file: { mediaKey: string; durationSec: number; bytes: number }): Promise<boolean>;
  abstract failed(videoId: string, jobId: string, reason: string): Promise<void>;
}
