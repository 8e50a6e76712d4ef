import type { MediaStorage } from '../media/media-storage';

/** The intro video's three files, by their keys in `IntroVideo.files`. */
export const INTRO_VIDEO_FILES = { video: 'intro.mp4', poster: 'poster.jpg', captions: 'captions.vtt' } as const;
export type IntroVideoFile = keyof typeof INTRO_VIDEO_FILES;

/** `ready`: the files are there; `making`: being made now (ask again later); `off`: this server makes none. */
export type IntroVideoState = 'ready' | 'making' | 'off';

/**
 * The landing page's intro video: a short demo song made by the product itself, kept on disk.
 * `state()` starts making it when it is missing (in the background, never awaited by a request).
 */
export abstract class IntroVideo {
  /** Read-only store of the files once ready (keys from INTRO_VIDEO_FILES). */
  abstract readonly files: MediaStorage;
  abstract state(): Promise<IntroVideoState>;
}
