import { useCallback, useEffect, useRef, useState } from 'react';

export type AudioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'unavailable';

/**
 * Play/pause state for one <audio> element. A missing or undecodable file (or a browser that
 * refuses to play) turns the status to 'unavailable' instead of throwing.
 */
export function useAudioPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<AudioStatus>('idle');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlaying = () => setStatus('playing');
    const onPause = () => setStatus((previous) => (previous === 'unavailable' ? previous : 'paused'));
    const onEnded = () => {
      audio.currentTime = 0;
      setStatus('paused');
    };
    const onError = () => setStatus('unavailable');
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const events: Array<[keyof HTMLMediaElementEventMap, () => void]> = [
      ['playing', onPlaying],
      ['pause', onPause],
      ['ended', onEnded],
      ['error', onError],
      ['timeupdate', onTime],
      ['durationchange', onDuration],
    ];
    events.forEach(([name, handler]) => audio.addEventListener(name, handler));
    return () => events.forEach(([name, handler]) => audio.removeEventListener(name, handler));
  }, []);

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || status === 'unavailable') return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setStatus('loading');
    try {
      await audio.play();
    } catch (error) {
      // A pause() during loading rejects with AbortError: that is not a missing file.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('unavailable');
    }
  }, [status]);

  return { audioRef, status, currentTime, duration, toggle };
}
