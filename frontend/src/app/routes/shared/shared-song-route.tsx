import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { homeSection, sections } from '@/config/paths';
import { useSongPriceLabel } from '@/features/checkout/api/pricing';
import type { PlayerSong } from '@/features/player';
import { usePublicShare, type PublicShare } from '@/features/social/api/sharing';
import { songTitle } from '@/lib/song-title';
import { useProductFacts } from '@/lib/product-facts';
import { SongPanel } from '../home/song-panel';

const PurchaseModal = lazy(() => import('@/features/checkout/components/purchase-modal').then((m) => ({ default: m.PurchaseModal })));

/** The public share link's song as the player shows it: full only through a full link of a paid song. */
function playerSong(share: PublicShare): PlayerSong {
  return {
    id: share.song.id,
    title: songTitle(share.song),
    names: share.song.names,
    danceMoves: share.song.danceMoves,
    isPaid: share.song.isPaid,
    fullAccess: share.shareType === 'full',
    imageUrl: share.song.imageUrl,
    allTracks: share.song.allTracks,
  };
}

/** /shared/{shareId}: plays the shared song (the server enforces the 40-second preview), lyrics and karaoke. */
export default function SharedSongRoute() {
  const { shareId = '' } = useParams();
  const { data: share, isPending, isError } = usePublicShare(shareId);
  const priceLabel = useSongPriceLabel();
  const facts = useProductFacts();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  // Stays true once the purchase dialog opened: that dialog also owns the 'Song Ready!' dialog that
  // follows a payment, so it must stay mounted after it closes itself (and after the song turns paid).
  const [purchaseStarted, setPurchaseStarted] = useState(false);

  if (isPending) {
    return (
      <Page eyebrow="Shared with you" title="A Song Made for the Party">
        {/* As tall as the song it stands for: the footer stays below the fold instead of jumping away. */}
        <div className="flex min-h-dvh justify-center py-16"><Spinner label="Loading the shared song" /></div>
      </Page>
    );
  }
  if (isError) {
    return (
      <Page eyebrow="Shared with you" title="Song Not Found" description="This shared song link may have expired or been removed.">
        <DocumentTitle title="Song Not Found" />
        <Button asChild>
          <Link to={homeSection(sections.partyGuest)}>Make your own song</Link>
        </Button>
      </Page>
    );
  }

  const song = playerSong(share);
  // Someone else's preview of an unpaid song can be bought: it becomes paid for its maker and the buyer gets it in Shared Songs.
  const buyable = share.shareType === 'preview' && !share.song.isPaid && !share.isOwnSong;
  // A paid song's preview link: the song has been bought already (one purchase per song), so the next steps are asking its maker or making one.
  const previewOfPaid = share.shareType === 'preview' && share.song.isPaid && !share.isOwnSong;
  return (
    <Page eyebrow="Shared with you" title={songTitle(share.song)} description={`${share.sharedBy.firstName} shared a Boogy song with you${share.song.names.length ? `, featuring ${share.song.names.join(', ')}` : ''}.`}>
      <DocumentTitle title={songTitle(share.song)} />
      <div className="mx-auto max-w-3xl">
        <SongPanel
          song={song}
          priceLabel={priceLabel}
          onGetFullSong={
            buyable
              ? () => {
                  setPurchaseStarted(true);
                  setBuying(true);
                }
              : undefined
          }
          shareId={share.id}
          extraActions={
            <Button asChild variant="secondary" size="lg">
              <Link to={homeSection(sections.partyGuest)}>Make Your Own Song</Link>
            </Button>
          }
        />
        {previewOfPaid && (
          <p className="mt-4 text-center text-sm text-ink-muted" data-testid="preview-of-paid-song">
            This link plays the {facts ? `${facts.previewSeconds}-second ` : ''}preview. The full song is {share.sharedBy.firstName}'s: ask them to share it with you in full, or make your own.
          </p>
        )}
      </div>
      <Suspense fallback={null}>
        {purchaseStarted && (
          <PurchaseModal song={{ id: share.song.id, title: songTitle(share.song), lyrics: share.song.lyrics }} open={buying} onOpenChange={setBuying} onCreateAnother={() => void navigate(homeSection(sections.partyGuest))} />
        )}
      </Suspense>
    </Page>
  );
}
