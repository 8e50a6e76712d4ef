import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';

export default function FriendsRoute() {
  return (
    <Page eyebrow="Friends" title="Friends" description="Find friends, invite new ones and share your songs.">
      <DocumentTitle title="Friends" />
      <SignedInOnly
        signedOut={
          <SignInPrompt
            title="Sign in to find your friends"
            description="Add friends by email, invite new ones and earn credits together."
          />
        }
      >
        {() => (
          <ComingSoonPanel>Friend search, requests and invitations are on their way.</ComingSoonPanel>
        )}
      </SignedInOnly>
    </Page>
  );
}
