import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { CashEarnedDetails, formatCents, useEarningsDashboard, useReferralDashboard } from '@/features/affiliate';
import type { CurrentUser } from '@/features/identity';
import { purchasedSongsQueryOptions } from '@/features/jukebox';
import { BuySampleCreditsPanel } from './buy-sample-credits-panel';
import { useProductFacts } from '@/lib/product-facts';

type TileId = 'songs' | 'credits' | 'friends' | 'earned' | 'cash';

function Tile({ label, value, onOpen }: { label: string; value: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="rounded-3xl border border-line bg-surface p-5 text-left transition hover:border-party-gold focus-visible:outline-3 focus-visible:outline-party-gold"
      data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      {/* The name comes from the visible text (WCAG 2.5.3 label in name), with hidden punctuation and "Details". */}
      <span className="block text-sm font-semibold text-ink-muted">
        {label}
        <span className="sr-only">: </span>
      </span>
      <span className="mt-1 block font-display text-3xl font-bold">
        {value}
        <span className="sr-only">. Details</span>
      </span>
    </button>
  );
}

/** The dashboard's five stat tiles, each opening a dialog that explains it (spec: account dashboard). */
export function AccountStats({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState<TileId | null>(null);
  // The Sample Credits dialog's Buy Sample Credits: the package select and payment button, in place.
  const [buying, setBuying] = useState(false);
  const close = () => {
    setOpen(null);
    setBuying(false);
  };
  const songs = useQuery(purchasedSongsQueryOptions());
  const referrals = useReferralDashboard();
  const earnings = useEarningsDashboard();
  const dash = '…';
  const facts = useProductFacts();
  const layerCredits = (layer: number) => facts?.affiliateLayers.find((l) => l.layer === layer)?.creditReward;
  const dialogs: Record<TileId, { title: string; description: string; body: ReactNode }> = {
    songs: {
      title: 'Songs Made',
      description: 'Full songs in your collection.',
      body: (
        <p>
          Every song you buy stays in your collection and your jukebox for good.{' '}
          <Link className="font-semibold text-party-gold underline" to={paths.jukebox}>
            Open your jukebox
          </Link>
        </p>
      ),
    },
    credits: {
      title: 'Sample Credits',
      description: '1 credit = 1 song generation with 2 preview tracks.',
      body: (
        <div className="grid gap-3">
          <p>
            You have <strong>{user.previewCredits}</strong> sample credits. Credits never expire. Each friend who joins through your link gives you 5 more.
          </p>
          <p>
            <Link className="font-semibold text-party-gold underline" to={paths.friends}>
              Link friends to earn credits
            </Link>
          </p>
          {buying ? (
            <BuySampleCreditsPanel onPurchased={close} />
          ) : (
            <Button variant="gold" className="justify-self-start" onClick={() => setBuying(true)}>
              Buy Sample Credits
            </Button>
          )}
        </div>
      ),
    },
    friends: {
      title: 'Friends Linked',
      description: 'People who joined through your link.',
      body: <p>
          Each friend who signs up with your link gets {facts ? `${facts.referredSignupCredits} free credits and earns you ${facts.referrerCredits}` : 'extra free credits and earns you credits'}. When they buy songs, you earn commissions too.
        </p>,
    },
    earned: {
      title: 'Credits Earned',
      description: 'Sample credits from referrals and affiliate sales.',
      body: (
        <p>
          {referrals.data ? `${referrals.data.referralCredits} from friends joining and ${referrals.data.commissionCredits} from their purchases.` : 'Loading…'} {facts && `A layer-1 purchase earns ${layerCredits(1)} credits, layer 2 earns ${layerCredits(2)}.`}
        </p>
      ),
    },
    cash: { title: 'Cash Earned', description: 'Commissions from your friends’ purchases, paid through PayPal.', body: <CashEarnedDetails /> },
  };
  const current = open ? dialogs[open] : null;
  return (
    <section aria-label="Your stats" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
      <Tile label="Songs Made" value={songs.data ? String(songs.data.length) : dash} onOpen={() => setOpen('songs')} />
      <Tile label="Sample Credits" value={String(user.previewCredits)} onOpen={() => setOpen('credits')} />
      <Tile label="Friends Linked" value={referrals.data ? String(referrals.data.friendsLinked) : dash} onOpen={() => setOpen('friends')} />
      <Tile label="Credits Earned" value={referrals.data ? String(referrals.data.creditsEarned) : dash} onOpen={() => setOpen('earned')} />
      <Tile label="Cash Earned" value={earnings.data ? formatCents(earnings.data.totalCashEarned) : dash} onOpen={() => setOpen('cash')} />
      <Dialog open={current !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent className={open === 'cash' ? 'max-h-[90vh] overflow-y-auto sm:max-w-2xl' : undefined}>
          {current && (
            <>
              <DialogHeader>
                <DialogTitle>{current.title}</DialogTitle>
                <DialogDescription>{current.description}</DialogDescription>
              </DialogHeader>
              {current.body}
              {open === 'cash' && (
                <Button asChild variant="secondary">
                  <Link to={paths.earnings}>Open Earnings</Link>
                </Button>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
