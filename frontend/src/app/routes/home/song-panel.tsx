import { KaraokeLyrics } from '@/features/karaoke';
import { SongPlayer, type PlayerSong } from '@/features/player';

interface SongPanelProps {
  song: PlayerSong;
  progress?: number;
  priceLabel: string;
  onGetFullSong?: (song: PlayerSong) => void;
}

/** The player with its karaoke lyrics: the generator's step 3 and the preview link. */
export function SongPanel({ song, progress, priceLabel, onGetFullSong }: SongPanelProps) {
  return (
    <SongPlayer
      song={song}
      progress={progress}
      priceLabel={priceLabel}
      onGetFullSong={onGetFullSong}
      renderLyrics={({ songId, version, currentTime }) => <KaraokeLyrics songId={songId} version={version} currentTime={currentTime} />}
    />
  );
}
