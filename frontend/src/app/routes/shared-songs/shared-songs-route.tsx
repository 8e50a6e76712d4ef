import { DocumentTitle, Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';
import { SharedSongsList } from '@/features/social';

export default function SharedSongsRoute() {
  return (
    <Page eyebrow="From your friends" title="Shared Songs" description="Songs your friends shared with you.">
      <DocumentTitle title="Shared Songs" />
      <SignedInOnly
        signedOut={
          <SignInPrompt
            title="Sign in to see shared songs"
            description="When friends share a song with you, it waits for you here."
          />
        }
      >
        {() => <SharedSongsList />}
      </SignedInOnly>
    </Page>
  );
}
