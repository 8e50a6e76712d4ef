import { DocumentTitle, Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';
import { Jukebox } from '@/features/jukebox';
import { KaraokeLyrics } from '@/features/karaoke';
import { SharedWithYouCard, ShareSongButton } from '@/features/social';

export default function JukeboxRoute() {
  return (
    <Page eyebrow="Jukebox" title="Your Jukebox" description="Every song you've made, ready to play.">
      <DocumentTitle title="Jukebox" />
      <SignedInOnly
        signedOut={<SignInPrompt title="Access Your Jukebox" description="Sign in to play, rename and share all of your party songs." />}
      >
        {() => (
          <Jukebox
            renderKaraoke={({ songId, currentTime }) => <KaraokeLyrics songId={songId} version={1} currentTime={currentTime} />}
            renderShare={(song) => <ShareSongButton song={song} compact />}
            sharedWithYou={<SharedWithYouCard />}
          />
        )}
      </SignedInOnly>
    </Page>
  );
}
