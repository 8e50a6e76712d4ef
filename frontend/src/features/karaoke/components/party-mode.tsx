import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { CloseIcon, MusicIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { DanceMoveText } from '@/components/songs/dance-move';
import { activeLineIndex, wordState, type TimedLine } from '../lib/karaoke';
import { spotlight, type NameEntry } from '../lib/name-map';
import { useScreenWakeLock } from '../lib/wake-lock';

// The QR encoder is its own chunk, fetched only when party mode opens.
const ShareQrCode = lazy(() => import('./share-qr-code'));

export interface PartySong {
  id: string;
  title: string;
  imageUrl: string | null;
}

export interface PartyModeProps {
  song: PartySong;
  lines: readonly TimedLine[];
  /** Plain lyrics lines, shown when there are no word timings yet. */
  plain: readonly string[];
  entries: readonly NameEntry[];
  currentTime: number;
  playing?: boolean;
  onToggle?: () => void;
  /** The song's share link (created through the share-link API for its owner). */
  getShareUrl?: () => Promise<string>;
  onExit: () => void;
}

/**
 * Full-screen karaoke for a TV or projector: big lyrics, who is being sung with their dance move,
 * the cover and a QR code of the share link. A modal <dialog> sits in the top layer (above any
 * dialog it was opened from); the page goes fullscreen and the screen is kept awake until exit.
 */
export default function PartyMode({ song, lines, plain, entries, currentTime, playing, onToggle, getShareUrl, onExit }: PartyModeProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const wakeLock = useScreenWakeLock(true);
  const share = useQuery({
    queryKey: ['party-mode', 'share-url', song.id],
    queryFn: () => (getShareUrl ? getShareUrl() : Promise.resolve(null)),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    let wentFullscreen = false;
    // Leaving browser fullscreen (its own Esc handling) leaves party mode too.
    const onFullscreenChange = () => {
      if (document.fullscreenElement) wentFullscreen = true;
      else if (wentFullscreen) onExit();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    if (!document.fullscreenElement && typeof document.documentElement.requestFullscreen === 'function') {
      document.documentElement.requestFullscreen().catch(() => undefined);
    }
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      dialog.close();
    };
  }, [onExit]);

  const active = activeLineIndex(lines, currentTime);
  const line = lines[active];
  const next = lines[active + 1];
  const stars = spotlight(entries, currentTime);

  return (
    <dialog
      ref={dialogRef}
      aria-label={`Party mode: ${song.title}`}
      // Escape leaves party mode only: the layers below (a jukebox dialog) stay open.
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onExit();
        }
      }}
      onCancel={(e) => {
        e.preventDefault();
        onExit();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-night p-0 text-ink backdrop:bg-night"
      data-testid="party-mode"
      data-wake-lock={wakeLock}
    >
      <div className="grid h-full grid-rows-[auto_1fr] gap-4 p-4 sm:p-8">
        <header className="flex items-center justify-between gap-3">
          <p className="truncate font-display text-lg font-bold sm:text-2xl">{song.title}</p>
          <div className="flex shrink-0 gap-2">
            {onToggle && (
              <Button variant="secondary" size="icon" onClick={onToggle} aria-label={playing ? 'Pause' : 'Play'}>
                {playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
              </Button>
            )}
            <Button variant="secondary" onClick={onExit}>
              <CloseIcon className="h-5 w-5" />
              Exit party mode
            </Button>
          </div>
        </header>

        <div className="grid min-h-0 grid-rows-[1fr_auto] gap-4 lg:grid-cols-[1fr_22rem] lg:grid-rows-1 lg:gap-8">
          <section aria-label="Lyrics" aria-live="off" className="flex min-h-0 flex-col justify-center overflow-y-auto text-center">
            {lines.length > 0 ? (
              <>
                <p className="font-display text-3xl leading-tight font-bold sm:text-5xl lg:text-6xl" data-testid="party-line">
                  {line
                    ? line.words.map((w, i) => {
                        const state = wordState(w, currentTime);
                        return (
                          <span key={i} className={state === 'upcoming' ? 'text-ink-muted' : state === 'active' ? 'text-party-gold' : 'text-ink'}>
                            {w.word}{' '}
                          </span>
                        );
                      })
                    : '♪'}
                </p>
                {next && <p className="mt-6 text-xl text-ink-muted sm:text-3xl" data-testid="party-next-line">{next.words.map((w) => w.word).join(' ')}</p>}
              </>
            ) : (
              plain.map((text, i) => <p key={i} className="text-xl sm:text-3xl">{text}</p>)
            )}
          </section>

          <aside className="grid min-h-0 content-start gap-4 sm:grid-cols-[1fr_auto] lg:grid-cols-1">
            <div className="rounded-2xl border border-party-pink bg-party-pink/10 p-4" data-testid="party-spotlight" aria-live="polite">
              {stars.length > 0 ? (
                stars.map((entry) => (
                  <div key={entry.name} className="mb-2 last:mb-0">
                    <p className="font-display text-2xl font-bold sm:text-4xl" data-testid="party-current-name">{entry.name}</p>
                    {entry.move ? <DanceMoveText move={entry.move} className="text-base sm:text-lg" /> : <p className="text-ink-muted">Dance!</p>}
                  </div>
                ))
              ) : (
                <p className="text-lg text-ink-muted">Get ready to dance…</p>
              )}
            </div>
            <div className="flex items-center gap-3 lg:flex-col">
              <div className="aspect-square w-28 overflow-hidden rounded-2xl bg-linear-to-br from-party-pink to-party-violet sm:w-40 lg:w-full">
                {song.imageUrl ? <img src={song.imageUrl} alt={`Cover of ${song.title}`} className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-12 text-white/80" />}
              </div>
              <figure className="grid justify-items-center gap-1">
                <div className="h-28 w-28 rounded-lg bg-white p-1 sm:h-40 sm:w-40" data-testid="party-qr">
                  {share.data ? (
                    <Suspense fallback={null}>
                      <ShareQrCode url={share.data} />
                    </Suspense>
                  ) : null}
                </div>
                <figcaption className="text-center text-xs text-ink-muted sm:text-sm">{share.isError ? 'Share link unavailable' : 'Scan to hear the song'}</figcaption>
              </figure>
            </div>
          </aside>
        </div>
      </div>
    </dialog>
  );
}
