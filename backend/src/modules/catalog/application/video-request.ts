import type { Viewer } from '../domain/song-access';
import type { VideoTrack } from '../domain/song-video';

/**
 * Which video a request is about: one version of a song, as a viewer sees it (through a share
 * link, if any). Making, following and fetching a video all ask the paywall the same question.
 */
export interface VideoRequest {
  songId: string;
  viewer: Viewer;
  shareId: string | null;
  track: VideoTrack;
}
