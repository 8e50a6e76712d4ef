import { Button } from '@/components/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/layouts/page';
import { songTitle } from '@/lib/song-title';
import { useSongPriceLabel } from '@/features/checkout/api/pricing';
import type { PurchaseSong } from '@/features/checkout/components/purchase-modal';
import { GuestSongsToday, SongGenerator, useGuestSongs, type GuestSong } from '@/features/generator';
import type { PlayerSong } from '@/features/player';
import { useCurrentUser } from '@/features/identity/api/current-user';
import type { AuthModalMode } from '@/features/identity/components/auth-modal';
import { Hero } from '@/features/landing/components/hero';
import { PartyGuestSection } from '@/features/landing/components/party-guest-section';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { GuestAuthLinks } from './guest-auth-links';
import { SharedPreview } from './shared-preview';
import { SongPanel } from './song-panel';

// The dialogs load when first opened, keeping the home page's JavaScript small.
const PurchaseModal = lazy(() => import('@/features/checkout/components/purchase-modal').then((m) => ({ default: m.PurchaseModal })));
const SamplePackModal = lazy(() => import('@/features/checkout/components/sample-pack-modal').then((m) => ({ default: m.SamplePackModal })));
const AuthModal = lazy(() => import('@/features/identity/components/auth-modal').then((m) => ({ default: m.AuthModal })));
// The share control (and its friends modal) only for signed-in users, loaded when first shown.
const ShareSongButton = lazy(() => import('@/features/social/components/share-song-button').then((m) => ({ default: m.ShareSongButton })));
const EmailCaptureDialog = lazy(() => import('@/features/identity/components/email-capture-dialog').then((m) => ({ default: m.EmailCaptureDialog })));

export default function HomeRoute() {
  const { data: user, isPending: userPending } = useCurrentUser();
  // A guest's songs live on the server (guest cookie): a reload reopens the newest in the generator.
  const guestSongs = useGuestSongs(!userPending && !user);
  const [resume, setResume] = useState<{ song: GuestSong; nonce: number } | null>(null);
  const [shownSongId, setShownSongId] = useState<string | null>(null);
  // The first answer after a page load reopens the newest song that did not fail; later answers (a new song) do not.
  const [restored, setRestored] = useState(false);
  if (!restored && guestSongs.isSuccess) {
    setRestored(true);
    const newest = guestSongs.data.find((song) => song.status !== 'failed');
    if (newest) setResume({ song: newest, nonce: 1 });
  }
  const openGuestSong = (song: GuestSong) => {
    setResume((current) => ({ song, nonce: (current?.nonce ?? 0) + 1 }));
    document.getElementById('song-generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const priceLabel = useSongPriceLabel();
  const [searchParams] = useSearchParams();
  const previewId = searchParams.get('preview');
  // The song being bought stays set after the purchase dialog closes: the purchase modal also owns
  // the 'Song Ready!' dialog that follows a payment, so it must stay mounted until that closes.
  const [purchase, setPurchase] = useState<PurchaseSong | null>(null);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [emailCaptureOpen, setEmailCaptureOpen] = useState(false);
  const [samplePackOpen, setSamplePackOpen] = useState(false);
  // The sign-up / sign-in modal stays mounted once opened: after a sign-up the visitor is signed in
  // at once, but the modal still shows its 3-second celebration before closing itself.
  const [authMode, setAuthMode] = useState<AuthModalMode | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  // Sharing needs an account: a guest's Share button opens sign-up saying so.
  const [authReason, setAuthReason] = useState<string | undefined>(undefined);
  const openAuth = (mode: AuthModalMode, reason?: string) => {
    setAuthReason(reason);
    setAuthMode(mode);
    setAuthOpen(true);
  };
  // Remounting the generator is its "Create Another Song".
  const [generatorKey, setGeneratorKey] = useState(0);
  const openPurchase = (song: PlayerSong) => {
    setPurchase({ id: song.id, title: songTitle(song), lyrics: song.lyrics });
    setPurchaseOpen(true);
  };

  return (
    <>
      <DocumentTitle title="Personalised Party Dance Songs" />
      {previewId && <SharedPreview songId={previewId} priceLabel={priceLabel} onGetFullSong={openPurchase} />}
      <Hero />
      <PartyGuestSection>
        <SongGenerator
          key={generatorKey}
          isSignedIn={Boolean(user)}
          creditsNote={
            user
              ? user.emailVerified
                ? 'Your account counts sample credits: one credit makes one song with two previews.'
                : 'Your free previews are now sample credits on your account: confirm your email (we sent you a link) to unlock the rest.'
              : undefined
          }
          onSamplesExhausted={() => setEmailCaptureOpen(true)}
          onCreditsExhausted={() => setSamplePackOpen(true)}
          guestActions={<GuestAuthLinks onOpen={openAuth} />}
          resume={resume}
          onSongShown={setShownSongId}
          renderSong={({ song, progress }) => (
            <SongPanel
              song={song}
              progress={progress}
              priceLabel={priceLabel}
              onGetFullSong={() => openPurchase(song)}
              shareControl={
                user ? (
                  <Suspense fallback={null}>
                    <ShareSongButton song={song} label="Share with Friends" variant="secondary" size="lg" />
                  </Suspense>
                ) : undefined
              }
              // A guest keeps 'Share Preview' (a link); sharing with friends needs an account, and says so.
              extraActions={
                user ? undefined : (
                  <Button variant="secondary" size="lg" onClick={() => openAuth('register', 'Create a free account to share your song with friends.')}>
                    Share with Friends
                  </Button>
                )
              }
            />
          )}
        />
        {!user && guestSongs.data && <GuestSongsToday songs={guestSongs.data} currentId={shownSongId} onOpen={openGuestSong} />}
      </PartyGuestSection>
      <PricingSection priceLabel={priceLabel} />
      <Suspense fallback={null}>
      {purchase && (
        <PurchaseModal
          key={purchase.id}
          song={purchase}
          open={purchaseOpen}
          onOpenChange={setPurchaseOpen}
          onCreateAnother={() => {
            setPurchase(null);
            setResume(null);
            setGeneratorKey((k) => k + 1);
          }}
        />
      )}
      {authMode && <AuthModal key={authMode} open={authOpen} onOpenChange={setAuthOpen} initialMode={authMode} reason={authReason} />}
      {emailCaptureOpen && <EmailCaptureDialog open onOpenChange={setEmailCaptureOpen} context="samples-exhausted" />}
      {user && samplePackOpen && <SamplePackModal open onOpenChange={setSamplePackOpen} />}
      </Suspense>
    </>
  );
}
