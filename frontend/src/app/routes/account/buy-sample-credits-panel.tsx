import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The package select and payment button (PayPal's SDK) load only when someone opens them.
const BuySampleCredits = lazy(() => import('@/features/checkout/components/buy-sample-credits').then((m) => ({ default: m.BuySampleCredits })));

/** Buy Sample Credits (package select plus a payment button), for the card's dialog and the Sample Credits tile's. */
export function BuySampleCreditsPanel({ onPurchased }: { onPurchased: () => void }) {
  return (
    <Suspense fallback={<Spinner label="Loading packages" />}>
      <BuySampleCredits onPurchased={onPurchased} />
    </Suspense>
  );
}
