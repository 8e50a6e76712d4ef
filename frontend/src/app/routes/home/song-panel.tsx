import type { ReactNode } from 'react';
import { KaraokeLyrics } from '@/features/karaoke';
import { SongPlayer, type PlayerSong } from '@/features/player';

interface SongPanelProps {
  song: PlayerSong;
  progress?: number;
  priceLabel: string;
  onGetFullSong?: (song: PlayerSong) => void;
  shareControl?: ReactNode;
  extraActions?: ReactNode;
  /** Played through a public share link (its full link lets the visitor download). */
  shareId?: string;
}

/** The player with its karaoke lyrics: the generator's step 3 and the preview link. */
export function SongPanel({ song, progress, priceLabel, onGetFullSong, shareControl, extraActions, shareId }: SongPanelProps) {
  return (
    <SongPlayer
      song={song}
      progress={progress}
      priceLabel={priceLabel}
      onGetFullSong={onGetFullSong}
      shareControl={shareControl}
      extraActions={extraActions}
      shareId={shareId}
      renderLyrics={({ songId, version, currentTime }) => <KaraokeLyrics songId={songId} version={version} currentTime={currentTime} />}
    />
  );
}
