import { SharedSongsList } from '@/features/social';
import { SignedInPage } from '../signed-in-page';

export default function SharedSongsRoute() {
  return (
    <SignedInPage header={{ eyebrow: 'From your friends', title: 'Shared Songs', description: 'Songs your friends shared with you.' }} prompt={{ title: 'Sign in to see shared songs', description: 'When friends share a song with you, it waits for you here.' }}>
      {() => <SharedSongsList />}
    </SignedInPage>
  );
}
