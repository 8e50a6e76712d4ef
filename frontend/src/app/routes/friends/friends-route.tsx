import { DocumentTitle, Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';
import { FriendsPage } from '@/features/social';

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
        {(user) => <FriendsPage paypalEmail={user.paypalEmail ?? null} />}
      </SignedInOnly>
    </Page>
  );
}
