/**
 * A song's karaoke video. Each version of a song has at most one video of each kind: `preview` (the first 40 s,
 * what everyone who may see the song may watch) and `full` (the whole song, only for those who may
 * hear it). One never stands in for the other: the paywall picks the kind, then the file.
 */
export type VideoKind = 'preview' | 'full';
export type VideoStatus = 'rendering' | 'ready' | 'failed';
/** The song's version a video films: each version has its own videos (and URL, and render). */
export type VideoTrack = 1 | 2;

/** A version number from a request (`track`), or version 1 when none was asked for. */
export const videoTrackOf = (track: number | undefined): VideoTrack => (track === 2 ? 2 : 1);

/** The kind of video a caller gets: the whole song only for those who hear the whole song. */
export const videoKindFor = (hearsFullSong: boolean): VideoKind => (hearsFullSong ? 'full' : 'preview');

/** What the views need of a stored video. */
export interface VideoState {
  kind: VideoKind;
  track: VideoTrack;
  status: VideoStatus;
  progress: number;
}

/** Video progress is written every this many percent: enough for a progress bar, few writes. */
export const VIDEO_PROGRESS_STEP = 5;
