import { FriendsPage } from '@/features/social';
import { SignedInPage } from '../signed-in-page';

export default function FriendsRoute() {
  return (
    <SignedInPage
      eyebrow="Friends"
      title="Friends"
      description="Find friends, invite new ones and share your songs."
      documentTitle="Friends"
      prompt={{ title: 'Sign in to find your friends', description: 'Add friends by email, invite new ones and earn credits together.' }}
    >
      {(user) => <FriendsPage paypalEmail={user.paypalEmail ?? null} />}
    </SignedInPage>
  );
}
