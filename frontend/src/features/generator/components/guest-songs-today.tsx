import { Button } from '@/components/ui/button';
import { songTitle } from '@/lib/song-title';
import type { GuestSong } from '../api/guest-songs';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function statusLabel(song: GuestSong): string {
  if (song.status === 'completed') return 'Preview ready';
  if (song.status === 'failed') return 'Failed';
  return 'Being made…';
}

interface GuestSongsTodayProps {
  songs: GuestSong[];
  /** The song the generator shows now (its row says so instead of offering to open it). */
  currentId: string | null;
  onOpen: (song: GuestSong) => void;
}

/** A guest's songs of the last 24 hours: unpaid songs expire after a day, so this is all of them. */
export function GuestSongsToday({ songs, currentId, onOpen }: GuestSongsTodayProps) {
  if (songs.length === 0) return null;
  return (
    <section aria-labelledby="guest-songs-today" className="mx-auto mt-8 max-w-3xl rounded-3xl border border-line bg-surface p-6">
      <h2 id="guest-songs-today" className="font-display text-xl font-bold">
        Your songs today
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Free previews are kept for 24 hours. Get the full song to keep it for good.</p>
      <ul className="mt-4 grid gap-2">
        {songs.map((song) => (
          <li key={song.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/5 px-4 py-3">
            <div className="min-w-0">
              <p className="break-words font-semibold">{songTitle(song)}</p>
              <p className="text-sm text-ink-muted">
                {timeFormat.format(new Date(song.createdAt))} · {statusLabel(song)}
              </p>
            </div>
            {song.id === currentId ? (
              <span className="text-sm font-semibold text-party-rose">Showing above</span>
            ) : song.status === 'failed' ? null : (
              <Button size="sm" variant="secondary" onClick={() => onOpen(song)} aria-label={`Open ${songTitle(song)}`}>
                Open
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
