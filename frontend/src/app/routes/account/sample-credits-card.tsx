import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SampleCreditsDialog } from '@/features/checkout/components/sample-credits-dialog';
import { BuySampleCreditsPanel } from './buy-sample-credits-panel';

interface SampleCreditsCardProps {
  /** The signed-in user's balance (CurrentUser.previewCredits). */
  credits: number;
}

/** The dashboard's sample credits: the balance, earning more through friends, and Buy Sample Credits. */
export function SampleCreditsCard({ credits }: SampleCreditsCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample Credits</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p data-testid="sample-credits">
            <span className="font-display text-3xl font-bold">{credits}</span> {credits === 1 ? 'credit' : 'credits'} left
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            1 credit = 1 song generation with 2 preview tracks.{' '}
            <Link to={paths.friends} className="font-semibold text-party-gold underline">
              Link friends to earn more
            </Link>
          </p>
        </div>
        <Button variant="gold" onClick={() => setOpen(true)}>
          Buy Sample Credits
        </Button>
      </CardContent>
      <SampleCreditsDialog open={open} onOpenChange={setOpen} title="Buy Sample Credits">
        {open && <BuySampleCreditsPanel onPurchased={() => setOpen(false)} />}
      </SampleCreditsDialog>
    </Card>
  );
}
