import { Jukebox } from '@/features/jukebox';
import { KaraokeLyrics } from '@/features/karaoke';
import { SharedWithYouCard, ShareSongButton } from '@/features/social';
import { songTitle } from '@/lib/song-title';
import { partyShareUrl } from '../party-share-url';
import { SignedInPage } from '../signed-in-page';

export default function JukeboxRoute() {
  return (
    <SignedInPage header={{ eyebrow: 'Jukebox', title: 'Your Jukebox', description: "Every song you've made, ready to play." }} documentTitle="Jukebox" prompt={{ title: 'Access Your Jukebox', description: 'Sign in to play, rename and share all of your party songs.' }}>
      {() => (
        <Jukebox
          renderKaraoke={({ song, currentTime, playing, seek, toggle }) => (
            <KaraokeLyrics
              songId={song.id}
              version={1}
              currentTime={currentTime}
              names={song.names}
              danceMoves={song.danceMoves}
              onSeek={seek}
              party={{ title: songTitle(song), imageUrl: song.imageUrl, playing, onToggle: toggle, getShareUrl: partyShareUrl({ songId: song.id, ownerSignedIn: true }) }}
            />
          )}
          renderShare={(song) => <ShareSongButton song={song} compact />}
          sharedWithYou={<SharedWithYouCard />}
        />
      )}
    </SignedInPage>
  );
}
