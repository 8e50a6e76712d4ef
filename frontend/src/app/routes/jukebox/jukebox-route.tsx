import { DocumentTitle, Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';
import { Jukebox } from '@/features/jukebox';
import { KaraokeLyrics } from '@/features/karaoke';
import { SharedWithYouCard, ShareSongButton } from '@/features/social';
import { songTitle } from '@/lib/song-title';
import { partyShareUrl } from '../party-share-url';

export default function JukeboxRoute() {
  return (
    <Page eyebrow="Jukebox" title="Your Jukebox" description="Every song you've made, ready to play.">
      <DocumentTitle title="Jukebox" />
      <SignedInOnly
        signedOut={<SignInPrompt title="Access Your Jukebox" description="Sign in to play, rename and share all of your party songs." />}
      >
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
      </SignedInOnly>
    </Page>
  );
}
