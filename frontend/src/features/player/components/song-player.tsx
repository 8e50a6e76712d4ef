import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Schema } from '@boogy/contracts';
import { FullTrackDownload } from '@/components/songs/full-track-download';
import { Button } from '@/components/ui/button';
import { MusicIcon, PauseIcon, PlayIcon, SkipBackIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { usePreviewAudio } from '../hooks/use-preview-audio';
import { PREVIEW_LIMIT_SECONDS } from '../lib/preview-rules';
import { copyText } from '@/lib/clipboard';
import { formatTime } from '@/lib/format-time';
import { songTitle } from '@/lib/song-title';
import { useHasHydrated } from '@/lib/use-has-hydrated';
import { Visualizer } from './visualizer';

export interface PlayerTrack {
  id: string;
  version: number;
  audioUrl: string | null;
  imageUrl: string | null;
  /** The whole track's length as the server knows it (shown until the audio has read its own). */
  durationSec?: number | null;
}

export interface PlayerSong {
  id: string;
  title: string;
  /** What the shown title is made of until the user renames the song (lib/song-title). */
  names: string[];
  style?: Schema<'SongStyle'>;
  isBirthday?: boolean;
  isWedding?: boolean;
  lyrics?: string;
  isPaid: boolean;
  /**
   * Whether this listener hears the full song and may download it (the paying owner, or a full
   * share's recipient); defaults to isPaid. A stranger on a paid song's preview link gets false.
   */
  fullAccess?: boolean;
  /** Whether the full tracks are rendered yet ('completed'); the download waits for them. */
  status?: Schema<'SongStatus'>;
  imageUrl: string | null;
  allTracks: PlayerTrack[];
  /** Each name's dance move (shown in the name map and party mode). */
  danceMoves?: Schema<'DanceMove'>[];
  /** Whether the signed-in visitor made this song (only its owner can create a share link). */
  isOwner?: boolean;
  /** Whether this visitor may buy the full song (the server's word; defaults to while unpaid). A guest's song is only its guest's to buy. */
  purchasable?: boolean;
}

export interface LyricsSlotProps {
  songId: string;
  version: number;
  currentTime: number;
  playing: boolean;
  /** Moves playback (seeks past the preview limit are ignored). */
  seek: (seconds: number) => void;
  toggle: () => void;
  /** Past this the listener may not seek: the 40-second preview, or the whole song. */
  seekableUntil: number;
  /** The chosen track's artwork (else the song's). */
  imageUrl: string | null;
}

export interface SongPlayerProps {
  song: PlayerSong;
  /** The generation progress (0–100) shown while no track has audio. */
  progress?: number;
  /** The localised full-song price, e.g. "$10.00 USD". */
  priceLabel: string;
  /** 'Get Full Song - {price}': opens the purchase modal (checkout composes it in the route). */
  onGetFullSong?: (song: PlayerSong) => void;
  /** The share control for signed-in users; guests get 'Share Preview'. */
  shareControl?: ReactNode;
  /** The karaoke lyrics panel, given the playback position. */
  renderLyrics?: (props: LyricsSlotProps) => ReactNode;
  /** The public share link this song is played through (its full link lets the visitor download). */
  shareId?: string;
  /** More next steps beside the buttons (e.g. 'Make your own song' on someone else's song), given the chosen track's version. */
  extraActions?: ReactNode | ((track: { version: number }) => ReactNode);
}

/** The song player panel of the generator and the preview link. */
export function SongPlayer({ song, progress = 0, priceLabel, onGetFullSong, shareControl, renderLyrics, extraActions, shareId }: SongPlayerProps) {
  const full = song.fullAccess ?? song.isPaid;
  // The buy button only for who may use it: no "Song not found" after pressing it.
  const buyable = !song.isPaid && (song.purchasable ?? true) && onGetFullSong !== undefined;
  const playable = song.allTracks.filter((t) => t.audioUrl);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const track = playable.find((t) => t.id === selectedId) ?? playable[0] ?? null;
  const live = useHasHydrated();
  const { setAudio, ...player } = usePreviewAudio(track?.audioUrl ?? null, full, track?.durationSec ?? null);

  if (!track) {
    return (
      <div className="rounded-3xl border border-line bg-surface-raised p-6 text-center" aria-live="polite">
        <p className="font-display text-xl font-bold">Creating your track...</p>
        <div className="mx-auto mt-4 h-3 max-w-md overflow-hidden rounded-full bg-line" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label="Generation progress">
          <div className="h-full rounded-full bg-linear-to-r from-party-pink to-party-violet transition-all duration-700" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-2xl font-bold" data-testid="generation-progress">{progress}%</p>
        <p className="mt-1 text-sm text-ink-muted">Usually ready in under 60 seconds</p>
      </div>
    );
  }

  const selectTrack = (id: string) => {
    player.stopAndReset();
    setSelectedId(id);
  };

  const seekFromBar = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientX - rect.left) / rect.width;
    player.seek(ratio * player.duration);
  };
  const seekFromKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') player.seek(player.currentTime + 5);
    if (event.key === 'ArrowLeft') player.seek(Math.max(0, player.currentTime - 5));
  };

  const sharePreview = async () => {
    const link = `${window.location.origin}/?preview=${encodeURIComponent(song.id)}`;
    if (await copyText(link)) {
      toast({ title: 'Preview Link Copied!', description: 'Share this link with friends to let them hear your dance track preview.', duration: 3000 });
    } else {
      toast({ variant: 'destructive', title: "Couldn't Copy Link", description: 'Please copy the current page URL to share your preview.' });
    }
  };

  const artwork = track.imageUrl ?? song.imageUrl;
  const shown = Math.min(player.currentTime, player.duration || player.currentTime);
  const percent = player.duration > 0 ? (shown / player.duration) * 100 : 0;

  return (
    <div className="grid gap-5 rounded-3xl border border-line bg-surface-raised p-5 sm:p-6">
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        {/* The badge sits under the cover, never over the names and "SONG n" printed on it. */}
        <div className="grid content-start justify-items-start gap-2">
          <div className="aspect-square w-full overflow-hidden rounded-2xl bg-linear-to-br from-party-pink to-party-violet">
            {/* The panel's largest image: fetched before the others (a share page preloads it with the same priority). */}
            {artwork ? <img src={artwork} alt={`Artwork of ${songTitle(song)}`} width={512} height={512} fetchPriority="high" className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-12 text-white/80" />}
          </div>
          {!full && <span className="rounded-full bg-night/80 px-2 py-1 text-xs font-bold tracking-wide text-party-gold">FREE PREVIEW</span>}
        </div>
        <div className="grid content-start gap-4">
          <p className="font-display text-xl font-bold">{songTitle(song)}</p>
          {playable.length > 1 && (
            <div>
              <p className="mb-2 text-sm font-semibold">Choose Your Song</p>
              <div className="flex flex-wrap gap-2">
                {playable.map((t) => (
                  <button
                    key={t.id}
                    type="button"
                    aria-pressed={t.id === track.id}
                    onClick={() => selectTrack(t.id)}
                    className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${t.id === track.id ? 'border-party-pink bg-party-pink/20 font-semibold' : 'border-line hover:bg-white/5'}`}
                  >
                    {t.imageUrl && <img src={t.imageUrl} alt="" loading="lazy" decoding="async" className="h-6 w-6 rounded-full object-cover" />}
                    Song {t.version}
                  </button>
                ))}
              </div>
            </div>
          )}
          <div className="flex items-center gap-3">
            <Button variant="secondary" size="icon" onClick={player.rewind} aria-label="Rewind">
              <SkipBackIcon className="h-5 w-5" />
            </Button>
            <Button size="icon" onClick={player.toggle} aria-label={player.playing ? 'Pause' : 'Play'}>
              {player.playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
            </Button>
            <span className="text-sm tabular-nums" data-testid="player-time">
              {formatTime(shown)} / {formatTime(player.duration)}
            </span>
            {full && player.playing && <Visualizer />}
          </div>
          <div
            role="slider"
            tabIndex={0}
            aria-label="Seek"
            aria-valuemin={0}
            aria-valuemax={Math.round(player.duration)}
            aria-valuenow={Math.round(shown)}
            onClick={seekFromBar}
            onKeyDown={seekFromKeys}
            className="h-3 cursor-pointer overflow-hidden rounded-full bg-line"
            data-testid="seek-bar"
          >
            <div className="h-full rounded-full bg-linear-to-r from-party-pink to-party-violet" style={{ width: `${percent}%` }} />
          </div>
          {player.failed && <p className="text-sm text-danger">This track could not be played. Please try again in a moment.</p>}
          {/* The server's first screen loads no audio: a page nobody touches (most shared links) costs no
              preview download. Once the app runs, the length and seeking need the metadata. */}
          <audio ref={setAudio} src={track.audioUrl ?? undefined} preload={live ? 'metadata' : 'none'} data-testid="song-audio" />
        </div>
      </div>

      {!full && (
        <p className="text-center text-sm text-ink-muted">
          {buyable ? `Preview limited to ${PREVIEW_LIMIT_SECONDS} seconds • Full 3-4 minute song available for ${priceLabel}` : `Preview limited to ${PREVIEW_LIMIT_SECONDS} seconds`}
        </p>
      )}

      <div className="flex flex-wrap justify-center gap-3">
        {buyable && (
          // Wraps onto two lines on a narrow phone rather than sticking out of the panel.
          <Button size="lg" className="h-auto! min-h-14 max-w-full py-2 text-center whitespace-normal!" onClick={() => onGetFullSong(song)}>
            Get Full Song - {priceLabel}
          </Button>
        )}
        {full && (
          <FullTrackDownload songId={song.id} version={track.version} song={song.status ? { status: song.status } : undefined} label="Download MP3" variant="gold" size="lg" shareId={shareId} />
        )}
        {shareControl ?? (
          <Button variant="secondary" size="lg" onClick={() => void sharePreview()}>
            Share Preview
          </Button>
        )}
        {typeof extraActions === 'function' ? extraActions({ version: track.version }) : extraActions}
      </div>

      {renderLyrics?.({
        songId: song.id,
        version: track.version,
        currentTime: player.currentTime,
        playing: player.playing,
        seek: player.seek,
        toggle: player.toggle,
        seekableUntil: full ? Infinity : PREVIEW_LIMIT_SECONDS,
        imageUrl: artwork,
      })}
    </div>
  );
}
