import type { ReactNode } from 'react';
import { ShareVideoButton } from '@/components/songs/share-video';
import { useCurrentUser } from '@/features/identity/api/current-user';
import { KaraokeLyrics } from '@/features/karaoke';
import { SongPlayer, type PlayerSong } from '@/features/player';
import { songTitle } from '@/lib/song-title';
import { partyShareUrl } from '../party-share-url';

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

/** The player with its karaoke lyrics, name map and party mode: the generator's step 3 and the preview and share links. */
export function SongPanel({ song, progress, priceLabel, onGetFullSong, shareControl, extraActions, shareId }: SongPanelProps) {
  const { data: user } = useCurrentUser();
  const getShareUrl = partyShareUrl({ songId: song.id, ownerSignedIn: Boolean(user) && song.isOwner === true, shareId });
  // Its owner, or a full link's holder, may make the video; it waits for the finished song.
  const mayMakeVideo = (song.isOwner === true || (shareId !== undefined && song.fullAccess === true)) && song.status !== 'pending' && song.status !== 'processing' && song.status !== 'failed';
  return (
    <SongPlayer
      song={song}
      progress={progress}
      priceLabel={priceLabel}
      onGetFullSong={onGetFullSong}
      shareControl={shareControl}
      extraActions={({ version }) => (
        <>
          {/* The video of the version being listened to: each version has its own. */}
          {mayMakeVideo && <ShareVideoButton songId={song.id} title={songTitle(song)} track={version} shareId={shareId} />}
          {extraActions}
        </>
      )}
      shareId={shareId}
      renderLyrics={({ songId, version, currentTime, playing, seek, toggle, seekableUntil, imageUrl }) => (
        <KaraokeLyrics
          songId={songId}
          version={version}
          currentTime={currentTime}
          names={song.names}
          danceMoves={song.danceMoves}
          onSeek={seek}
          seekableUntil={seekableUntil}
          party={{ title: songTitle(song), imageUrl, playing, onToggle: toggle, getShareUrl }}
        />
      )}
    />
  );
}
