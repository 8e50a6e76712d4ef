import { DanceMoveText } from '@/components/songs/dance-move';
import { formatTime } from '@/lib/format-time';
import { nextMoment, type NameEntry } from '../lib/name-map';

interface NameMapProps {
  entries: readonly NameEntry[];
  currentTime: number;
  /** Names sung in the current line are marked. */
  spotlight: readonly NameEntry[];
  /** Moves playback; absent where nothing can be played (the names and moves still show). */
  onJump?: (seconds: number) => void;
  /** Past this the listener may not seek (the 40-second preview): later moments are not listed. */
  seekableUntil?: number;
  /** Whether the song's word timings are there yet (they come with the full tracks). */
  timed?: boolean;
}

// A long song sings a name dozens of times: the first few moments say enough.
const SHOWN_MOMENTS = 6;

/** Each name, its dance move and the moments it is sung; a name's button jumps to its next line. */
export function NameMap({ entries, currentTime, spotlight, onJump, seekableUntil = Infinity, timed = true }: NameMapProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Name map" className="mb-4 rounded-xl border border-line bg-night/40 p-3 text-left" data-testid="name-map">
      {/* h2: on a share page it follows the page's h1 directly (a heading level may not be skipped). */}
      <h2 className="mb-2 font-display text-sm font-bold tracking-wide uppercase">Name map</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {entries.map((entry) => {
          const target = nextMoment(entry.moments, currentTime, seekableUntil);
          const current = spotlight.includes(entry);
          // Only moments this listener can reach: a preview never lists 1:12.
          const moments = entry.moments.filter((m) => m.start < seekableUntil);
          return (
            <li key={entry.name} className={`grid gap-1 rounded-lg p-2 ${current ? 'bg-party-pink/15 ring-1 ring-party-pink' : ''}`} data-testid="name-map-entry" data-name={entry.name} data-current={current || undefined}>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  disabled={!onJump || !target}
                  onClick={() => target && onJump?.(target.start)}
                  className="rounded-full border border-party-pink px-3 py-1 text-sm font-semibold enabled:hover:bg-party-pink/20 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted"
                >
                  {entry.name}
                  <span className="sr-only">: jump to my line</span>
                </button>
                {moments.length > 0 ? (
                  <span className="text-xs text-ink-muted tabular-nums" data-testid="name-moments" data-count={moments.length}>
                    Sung at{' '}
                    {moments.slice(0, SHOWN_MOMENTS).map((m, i) => (
                      <time key={i} dateTime={`PT${Math.floor(m.start)}S`}>{i > 0 ? ', ' : ''}{formatTime(m.start)}</time>
                    ))}
                    {moments.length > SHOWN_MOMENTS && ` and ${moments.length - SHOWN_MOMENTS} more times`}
                  </span>
                ) : (
                  <span className="text-xs text-ink-muted" data-testid="name-moments-missing">
                    {!timed ? 'Times follow with the full track' : Number.isFinite(seekableUntil) ? 'Sung later in the full song' : 'Not sung'}
                  </span>
                )}
              </div>
              {entry.move && <DanceMoveText move={entry.move} />}
            </li>
          );
        })}
      </ul>
      {onJump && <p className="mt-2 text-xs text-ink-muted">Tap a name to jump to its next line.</p>}
    </section>
  );
}
