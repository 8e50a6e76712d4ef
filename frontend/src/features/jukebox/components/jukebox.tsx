import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { homeSection, sections } from '@/config/paths';
import { userSongsQueryOptions, useUserSongs, type JukeboxSong } from '../api/songs';
import { useJukeboxPlayer } from '../hooks/use-jukebox-player';
import { useSongActions } from '../hooks/use-song-actions';
import { displayTitle } from '../lib/titles';
import { PlayerBar } from './player-bar';
import { SongTile } from './song-tile';

export interface KaraokeSlotProps {
  song: JukeboxSong;
  currentTime: number;
  playing: boolean;
  seek: (seconds: number) => void;
  toggle: () => void;
}

export interface JukeboxProps {
  /** The karaoke lyrics panel (composed by the route from the karaoke feature). */
  renderKaraoke?: (props: KaraokeSlotProps) => ReactNode;
  /** A per-song share control (the social feature, composed by the route). */
  renderShare?: (song: JukeboxSong) => ReactNode;
  /** 'Songs Shared With You' (hidden when empty; composed by the route). */
  sharedWithYou?: ReactNode;
}

/** The signed-in jukebox: the song grid and the fixed bottom player. */
export function Jukebox({ renderKaraoke, renderShare, sharedWithYou }: JukeboxProps) {
  const { songs, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useUserSongs();
  const list = songs ?? [];
  const { setAudio, ...player } = useJukeboxPlayer(list);
  const actions = useSongActions();
  const queryClient = useQueryClient();
  // A full track that finished while shown: reload the list so play uses the full file too.
  const refreshSongs = () => void queryClient.invalidateQueries({ queryKey: userSongsQueryOptions().queryKey });
  const [karaokeSong, setKaraokeSong] = useState<JukeboxSong | null>(null);

  let grid: ReactNode;
  if (isPending) grid = <div className="flex justify-center py-16"><Spinner label="Loading your songs" /></div>;
  else if (isError)
    grid = (
      <div role="alert" className="rounded-3xl border border-line bg-surface p-8 text-center">
        <p className="font-semibold">We couldn't load your songs.</p>
        <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  else if (list.length === 0)
    grid = (
      <div className="rounded-3xl border border-line bg-surface p-10 text-center">
        <h3 className="font-display text-2xl font-bold">No Songs Yet</h3>
        <p className="mt-2 text-ink-muted">Make a song with your friends' names and it will live here.</p>
        <Button asChild className="mt-6">
          <Link to={homeSection(sections.partyGuest)}>Create Your First Song</Link>
        </Button>
      </div>
    );
  else
    grid = (
      <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {list.map((song) => (
          <SongTile
            key={song.id}
            song={song}
            isPlaying={player.currentSong?.id === song.id && player.playing}
            onPlay={() => player.toggle(song)}
            onKaraoke={() => {
              if (player.currentSong?.id !== song.id || !player.playing) player.toggle(song);
              setKaraokeSong(song);
            }}
            onRename={(title) => actions.rename(song, title)}
            shareControl={renderShare?.(song)}
            onFullTrackReady={refreshSongs}
          />
        ))}
      </div>
    );

  return (
    <div className="space-y-8 pb-32">
      {sharedWithYou}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-bold">Your Music</h2>
        <Button asChild>
          <Link to={homeSection(sections.partyGuest)}>Make a Song</Link>
        </Button>
      </div>
      {grid}
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : 'Load more songs'}
          </Button>
        </div>
      )}
      {list.length > 0 && <PlayerBar player={player} setAudio={setAudio} />}
      <Dialog open={karaokeSong !== null} onOpenChange={(open) => !open && setKaraokeSong(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{karaokeSong ? displayTitle(karaokeSong) : ''}</DialogTitle>
          </DialogHeader>
          {karaokeSong &&
            renderKaraoke?.({
              song: karaokeSong,
              currentTime: player.currentSong?.id === karaokeSong.id ? player.currentTime : 0,
              playing: player.currentSong?.id === karaokeSong.id && player.playing,
              // Another song playing: this one starts first, then the jump applies to it.
              seek: (seconds) => {
                if (player.currentSong?.id === karaokeSong.id) player.seek(seconds);
              },
              toggle: () => player.toggle(karaokeSong),
            })}
        </DialogContent>
      </Dialog>
    </div>
  );
}
