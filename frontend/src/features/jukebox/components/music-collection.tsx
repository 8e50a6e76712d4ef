import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FullTrackDownload } from '@/components/songs/full-track-download';
import { Button } from '@/components/ui/button';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { purchasedSongsQueryOptions, usePurchasedSongs, type JukeboxSong } from '../api/songs';
import { useJukeboxPlayer } from '../hooks/use-jukebox-player';
import { useSongActions } from '../hooks/use-song-actions';
import { displayTitle, editableTitle, featuring } from '../lib/titles';
import { DeleteSongDialog } from './delete-song-dialog';
import { TitleEditor } from './title-editor';

export interface MusicCollectionProps {
  /** The share control of a song (friends modal), composed by the account route. */
  renderShare?: (song: JukeboxSong) => ReactNode;
}

/** 'Your Music Collection' on the account page: rename, play, copy lyrics, download, share, delete. */
export function MusicCollection({ renderShare }: MusicCollectionProps) {
  const { data: songs, isPending } = usePurchasedSongs();
  const list = songs ?? [];
  const { setAudio, ...player } = useJukeboxPlayer(list);
  const actions = useSongActions();
  const queryClient = useQueryClient();
  // A full track that finished while shown: reload the list so play uses the full file too.
  const refreshSongs = () => void queryClient.invalidateQueries({ queryKey: purchasedSongsQueryOptions().queryKey });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<JukeboxSong | null>(null);

  return (
    <section aria-labelledby="music-collection-heading" className="rounded-3xl border border-line bg-surface p-6">
      <h2 id="music-collection-heading" className="font-display text-xl font-bold">Your Music Collection</h2>
      {isPending && <Spinner label="Loading your songs" />}
      {!isPending && list.length === 0 && (
        <p className="mt-4 text-ink-muted">
          You haven't purchased any songs yet. <Link to={paths.home} className="font-semibold text-party-gold underline">Make one now</Link>
        </p>
      )}
      <ul className="mt-4 divide-y divide-line">
        {list.map((song) => {
          const isPlaying = player.currentSong?.id === song.id && player.playing;
          return (
            <li key={song.id} className="flex flex-wrap items-center gap-3 py-3">
              <Button size="icon" variant="secondary" onClick={() => player.toggle(song)} aria-label={isPlaying ? `Pause ${displayTitle(song)}` : `Play ${displayTitle(song)}`}>
                {isPlaying ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
              </Button>
              <div className="min-w-0 flex-1">
                {editingId === song.id ? (
                  <TitleEditor initial={editableTitle(song)} onSave={(title) => actions.rename(song, title, () => setEditingId(null))} onCancel={() => setEditingId(null)} />
                ) : (
                  <p className="truncate font-semibold">{displayTitle(song)}</p>
                )}
                <p className="truncate text-sm text-ink-muted">Featuring {featuring(song)}</p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditingId(song.id)}>Rename</Button>
                <Button variant="ghost" size="sm" onClick={() => void actions.copyLyrics(song)}>Copy Lyrics</Button>
                {song.isPaid && (
                  <Button asChild variant="ghost" size="sm">
                    <a href={`/api/songs/${encodeURIComponent(song.id)}/download?type=lyrics`} download>Download Lyrics</a>
                  </Button>
                )}
                <FullTrackDownload songId={song.id} song={song} label="Download" variant="ghost" size="sm" onReady={refreshSongs} />
                {renderShare?.(song)}
                <Button variant="ghost" size="sm" onClick={() => setDeleting(song)}>Delete Song</Button>
              </div>
            </li>
          );
        })}
      </ul>
      <audio ref={setAudio} preload="none" />
      <DeleteSongDialog
        title={deleting ? displayTitle(deleting) : null}
        busy={actions.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && actions.remove(deleting, () => setDeleting(null))}
      />
    </section>
  );
}
