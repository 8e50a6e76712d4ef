import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTimestampedLyrics } from '../api/get-timestamped-lyrics';
import { activeLineIndex, plainLines, usableLines, wordState } from '../lib/karaoke';
import { centreInBox, useVisible } from '../lib/follow-line';
import { buildNameMap, spotlight, type DanceMove } from '../lib/name-map';
import { NameMap } from './name-map';

// Party mode (and its QR encoder) are lazy chunks: most visitors never open them.
const PartyMode = lazy(() => import('./party-mode'));

export interface KaraokeLyricsProps {
  songId: string;
  version: number;
  currentTime: number;
  /** The song's names, for the name map (each with the moments it is sung). */
  names?: readonly string[];
  danceMoves?: readonly DanceMove[];
  /** Moves playback ("jump to my line"); without it the name map only shows. */
  onSeek?: (seconds: number) => void;
  /** Past this the listener may not seek (the 40-second preview). */
  seekableUntil?: number;
  /** Party mode: the song as the TV shows it, play/pause, and its share link for the QR code. */
  party?: {
    title: string;
    imageUrl: string | null;
    playing: boolean;
    onToggle?: () => void;
    getShareUrl?: () => Promise<string>;
  };
}

const PHONE_QUERY = '(max-width: 640px)';
const NO_NAMES: readonly string[] = [];
const NO_MOVES: readonly DanceMove[] = [];

/**
 * Karaoke lyrics: words light up as they are sung (0.3 s early), plain lyrics when there are no
 * timings. Fullscreen uses the Fullscreen API; on phones it is an overlay the back gesture closes.
 */
export function KaraokeLyrics({ songId, version, currentTime, names = NO_NAMES, danceMoves = NO_MOVES, onSeek, seekableUntil, party }: KaraokeLyricsProps) {
  const { data, isPending, isError } = useTimestampedLyrics(songId, version);
  const [fullscreen, setFullscreen] = useState(false);
  const [partying, setPartying] = useState(false);
  const partyButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayOpen = useRef(false);
  const activeRef = useRef<HTMLParagraphElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const boxVisible = useVisible(boxRef);
  const lines = usableLines(data?.timestampedLyrics);
  const active = activeLineIndex(lines, currentTime);
  const timed = data?.timestampedLyrics;
  const entries = useMemo(() => buildNameMap(names, usableLines(timed), danceMoves), [names, timed, danceMoves]);
  const stars = spotlight(entries, currentTime);
  const exitParty = useCallback(() => setPartying(false), []);
  // Back from party mode, focus returns to its button (once the modal dialog is gone).
  const wasPartying = useRef(false);
  useEffect(() => {
    if (partying) wasPartying.current = true;
    else if (wasPartying.current) {
      wasPartying.current = false;
      partyButtonRef.current?.focus();
    }
  }, [partying]);

  // Only the lyrics box follows the song, and only while it is on screen: the page is the reader's.
  useEffect(() => {
    if (boxVisible || fullscreen) centreInBox(boxRef.current, activeRef.current);
  }, [active, boxVisible, fullscreen]);

  // Leaving browser fullscreen (Esc) closes ours too.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen((open) => (overlayOpen.current ? open : false));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The phone overlay owns a history entry, so the back gesture closes it.
  useEffect(() => {
    if (!fullscreen || !overlayOpen.current) return;
    const onBack = () => {
      overlayOpen.current = false;
      setFullscreen(false);
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [fullscreen]);

  const open = async () => {
    if (window.matchMedia(PHONE_QUERY).matches || typeof document.documentElement.requestFullscreen !== 'function' || !panelRef.current) {
      overlayOpen.current = true;
      window.history.pushState({ karaoke: true }, '');
      setFullscreen(true);
      return;
    }
    const panel = panelRef.current;
    setFullscreen(true);
    await panel.requestFullscreen().catch(() => undefined);
  };
  const close = async () => {
    if (overlayOpen.current) {
      window.history.back(); // popstate closes the overlay
      return;
    }
    setFullscreen(false);
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  };

  let body;
  if (isPending) body = <p className="text-ink-muted">Loading karaoke lyrics...</p>;
  else if (isError || (lines.length === 0 && plainLines(data.customLyrics).length === 0)) body = <p className="text-ink-muted">No lyrics available</p>;
  else if (lines.length > 0)
    body = lines.map((line, i) => (
      <p key={`${line.start}-${i}`} ref={i === active ? activeRef : undefined} className={`text-lg leading-relaxed ${i === active ? 'font-semibold' : 'opacity-70'}`} data-testid="karaoke-line">
        {line.words.map((w, j) => {
          const state = wordState(w, currentTime);
          return (
            <span key={j} data-state={state} className={state === 'active' ? 'rounded bg-party-pink/30 text-party-gold' : state === 'sung' ? 'text-ink' : 'text-ink-muted'}>
              {w.word}{' '}
            </span>
          );
        })}
      </p>
    ));
  else body = plainLines(data.customLyrics).map((line, i) => <p key={i} className={/^\[.*\]$/.test(line) ? 'mt-3 text-sm font-bold tracking-wide text-party-gold uppercase' : 'text-lg'}>{line}</p>);

  return (
    <div
      ref={panelRef}
      className={fullscreen ? 'fixed inset-0 z-50 grid grid-rows-[auto_1fr] bg-night p-6' : 'rounded-2xl border border-line bg-surface p-4'}
      aria-label="Karaoke lyrics"
      role="region"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="font-display font-bold">Karaoke</p>
        <div className="flex flex-wrap gap-2">
          {party && !fullscreen && (
            <Button ref={partyButtonRef} variant="secondary" size="sm" onClick={() => setPartying(true)}>
              Party Mode
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void (fullscreen ? close() : open())}>
            {fullscreen ? 'Close fullscreen' : 'Fullscreen'}
          </Button>
        </div>
      </div>
      {!fullscreen && <NameMap entries={entries} currentTime={currentTime} spotlight={stars} onJump={onSeek} seekableUntil={seekableUntil} timed={lines.length > 0} />}
      <div
        ref={boxRef}
        tabIndex={0}
        aria-label="Lyrics"
        className={`overflow-y-auto text-center focus-visible:ring-2 focus-visible:ring-party-pink focus-visible:outline-none ${fullscreen ? 'h-full text-2xl' : 'max-h-[400px]'}`}
        data-testid="karaoke-lyrics"
      >
        {body}
      </div>
      {party && partying && (
        <Suspense fallback={null}>
          <PartyMode
            song={{ id: songId, title: party.title, imageUrl: party.imageUrl }}
            lines={lines}
            plain={data ? plainLines(data.customLyrics) : []}
            entries={entries}
            currentTime={currentTime}
            playing={party.playing}
            onToggle={party.onToggle}
            getShareUrl={party.getShareUrl}
            onExit={exitParty}
          />
        </Suspense>
      )}
    </div>
  );
}
