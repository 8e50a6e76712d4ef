import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { JukeboxSong } from '../api/songs';
import { audioCandidates, nextIndex, type PlayOrder } from '../lib/audio-source';


/** Media element writes live outside the component, where the React compiler allows them. */
function setPosition(element: HTMLMediaElement, seconds: number): void {
  element.currentTime = seconds;
}

function setVolumeOf(element: HTMLMediaElement, volume: number): void {
  element.volume = volume;
}

export const DEFAULT_VOLUME = 75;

const stillGenerating = () =>
  toast({ variant: 'destructive', title: 'Audio Still Generating', description: 'Your song is still being created. Please try again in a moment!' });

/** Plays the first candidate that the browser accepts. */
async function playFirstWorking(audio: HTMLAudioElement, song: JukeboxSong): Promise<boolean> {
  for await (const url of audioCandidates(song)) {
    audio.src = url;
    try {
      await audio.play();
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return true; // another song was chosen meanwhile
    }
  }
  return false;
}

/**
 * One audio element (attach `setAudio` as its ref) for a list of songs: only one song plays at a
 * time; next in order or at random; repeat-one; ending a song plays the next (or the same again).
 */
export function useJukeboxPlayer(songs: readonly JukeboxSong[]) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [order, setOrder] = useState<PlayOrder>('in-order');
  const [repeatOne, setRepeatOne] = useState(false);
  const current = songs.find((s) => s.id === currentId) ?? null;

  const playSong = useCallback(
    async (song: JukeboxSong) => {
      if (!audio) return;
      audio.pause();
      setCurrentId(song.id);
      setCurrentTime(0);
      if (!(await playFirstWorking(audio, song))) stillGenerating();
    },
    [audio],
  );

  const next = useCallback(() => {
    if (songs.length === 0) return;
    const index = songs.findIndex((s) => s.id === currentId);
    const target = songs[nextIndex(Math.max(index, 0), songs.length, order)];
    if (target) void playSong(target);
  }, [songs, currentId, order, playSong]);

  const toggle = useCallback(
    (song?: JukeboxSong) => {
      if (!audio) return;
      const target = song ?? current ?? songs[0];
      if (!target) return;
      if (target.id !== currentId) {
        void playSong(target);
        return;
      }
      if (audio.paused) audio.play().catch(stillGenerating);
      else audio.pause();
    },
    [audio, current, currentId, songs, playSong],
  );

  const seek = useCallback(
    (seconds: number) => {
      if (!audio || !Number.isFinite(seconds) || seconds < 0) return;
      setPosition(audio, seconds);
      setCurrentTime(seconds);
    },
    [audio],
  );

  useEffect(() => {
    if (audio) setVolumeOf(audio, volume / 100);
  }, [audio, volume]);

  const latest = useRef({ next, repeatOne });
  useEffect(() => {
    latest.current = { next, repeatOne };
  });

  useEffect(() => {
    if (!audio) return;
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      if (latest.current.repeatOne) {
        setPosition(audio, 0);
        audio.play().catch(stillGenerating);
      } else latest.current.next();
    };
    const events: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['timeupdate', onTime],
      ['durationchange', onDuration],
      ['loadedmetadata', onDuration],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
    ];
    events.forEach(([name, handler]) => audio.addEventListener(name, handler));
    return () => events.forEach(([name, handler]) => audio.removeEventListener(name, handler));
  }, [audio]);

  return { setAudio, currentSong: current, playing, currentTime, duration, volume, setVolume, order, setOrder, repeatOne, setRepeatOne, playSong, toggle, next, seek };
}

export type JukeboxPlayer = ReturnType<typeof useJukeboxPlayer>;
