import { FriendsPage } from '@/features/social';
import { SignedInPage } from '../signed-in-page';

export default function FriendsRoute() {
  return (
    <SignedInPage header={{ eyebrow: 'Friends', title: 'Friends', description: 'Find friends, invite new ones and share your songs.' }} prompt={{ title: 'Sign in to find your friends', description: 'Add friends by email, invite new ones and earn credits together.' }}>
      {(user) => <FriendsPage paypalEmail={user.paypalEmail ?? null} />}
    </SignedInPage>
  );
}
