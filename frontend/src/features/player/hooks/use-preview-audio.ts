import { useCallback, useEffect, useState } from 'react';
import { allowedSeek, PREVIEW_LIMIT_SECONDS, reachedPreviewLimit, startPosition } from '../lib/preview-rules';

/**
 * One <audio> element (attach `setAudio` as its ref) with the spec's preview rules: an unpaid
 * song stops at 40 s, play at or past 40 s restarts from 0, seeks past 40 s are ignored, ended
 * resets to 0.
 */

/** Media element writes live outside the component, where the React compiler allows them. */
function setPosition(element: HTMLMediaElement, seconds: number): void {
  element.currentTime = seconds;
}

export function usePreviewAudio(src: string | null, isPaid: boolean, knownDuration: number | null = null) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loadedSrc, setLoadedSrc] = useState(src);

  // A new source (another track): stopped, at 0 (state reset while rendering, not in an effect).
  if (loadedSrc !== src) {
    setLoadedSrc(src);
    setPlaying(false);
    setCurrentTime(0);
    setDuration(0);
    setFailed(false);
  }

  useEffect(() => {
    if (!audio) return;
    const onTime = () => {
      if (reachedPreviewLimit(audio.currentTime, isPaid)) {
        audio.pause();
        setCurrentTime(PREVIEW_LIMIT_SECONDS);
        return;
      }
      setCurrentTime(audio.currentTime);
    };
    const onEnded = () => {
      // A preview file that ends right at 40 s reached the preview limit: it stays there (play restarts).
      if (reachedPreviewLimit(audio.currentTime, isPaid)) {
        setCurrentTime(PREVIEW_LIMIT_SECONDS);
        setPlaying(false);
        return;
      }
      setPosition(audio, 0);
      setCurrentTime(0);
      setPlaying(false);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onError = () => setFailed(true);
    const events: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['timeupdate', onTime],
      ['ended', onEnded],
      ['play', onPlay],
      ['pause', onPause],
      ['durationchange', onDuration],
      ['loadedmetadata', onDuration],
      ['error', onError],
    ];
    events.forEach(([name, handler]) => audio.addEventListener(name, handler));
    return () => events.forEach(([name, handler]) => audio.removeEventListener(name, handler));
  }, [audio, isPaid]);

  const play = useCallback(async () => {
    if (!audio || !src) return;
    const from = startPosition(audio.currentTime, isPaid);
    if (from !== audio.currentTime) setPosition(audio, from);
    try {
      await audio.play();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    }
  }, [audio, isPaid, src]);

  const pause = useCallback(() => audio?.pause(), [audio]);
  const toggle = useCallback(() => {
    if (audio && !audio.paused) audio.pause();
    else void play();
  }, [audio, play]);

  const seek = useCallback(
    (target: number) => {
      const allowed = allowedSeek(target, isPaid);
      if (!audio || allowed === null) return;
      setPosition(audio, allowed);
      setCurrentTime(allowed);
    },
    [audio, isPaid],
  );

  /** Switching tracks: pause and go back to 0 before the new source loads. */
  const stopAndReset = useCallback(() => {
    if (!audio) return;
    audio.pause();
    setPosition(audio, 0);
  }, [audio]);

  const rewind = useCallback(() => seek(0), [seek]);
  // Until the element has read its length (its metadata are still on the way), the server's is shown.
  const length = duration || knownDuration || 0;
  const shownDuration = isPaid ? length : Math.min(length || PREVIEW_LIMIT_SECONDS, PREVIEW_LIMIT_SECONDS);

  return { setAudio, playing, currentTime, duration: shownDuration, failed, play, pause, toggle, seek, rewind, stopAndReset };
}
