import { CURRENT_USER_KEY } from '@/lib/current-user';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/lib/format-price';
import { cn } from '@/lib/cn';
import { createPaymentOrder } from '../api/payments';
import { confirmSamplePack, useSamplePacks } from '../api/sample-packs';
import { PaymentSection } from './payment-section';

export interface BuySampleCreditsProps {
  /** After the credits are added: the new balance. */
  onPurchased?: (result: { credits: number; creditsAdded: number }) => void;
  /** Checked before an order is made (the sample pack form needs a name). */
  canPay?: () => boolean;
}

const PURCHASE_FAILED = 'There was an issue processing your purchase. Please try again.';

/** Package select plus a payment button: for the account dashboard's Sample Credits dialog and the sample pack modal. */
export function BuySampleCredits({ onPurchased, canPay }: BuySampleCreditsProps) {
  const name = useId();
  const queryClient = useQueryClient();
  const { data: packs } = useSamplePacks();
  const [packId, setPackId] = useState<string | null>(null);
  const selected = packs?.find((p) => p.id === (packId ?? packs.find((x) => x.mostPopular)?.id)) ?? packs?.[0];

  if (!packs || !selected) return <p className="text-sm text-ink-muted">Loading packages…</p>;

  return (
    <div className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">Choose a package</legend>
        {packs.map((pack) => (
          <label
            key={pack.id}
            className={cn(
              'cursor-pointer rounded-2xl border p-3 text-center transition',
              pack.id === selected.id ? 'border-party-rose bg-party-rose/10' : 'border-line hover:bg-white/5',
            )}
          >
            <input type="radio" name={name} className="sr-only" checked={pack.id === selected.id} onChange={() => setPackId(pack.id)} />
            <span className="block font-display text-xl font-bold">{pack.credits} credits</span>
            <span className="block text-sm text-ink-muted">{formatPrice(pack.priceCents)}</span>
            {pack.mostPopular && <span className="mt-1 block text-xs font-semibold text-party-gold">Most popular</span>}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-ink-muted">1 credit = 1 song generation with 2 preview tracks. Credits never expire, are non-refundable and cannot buy full songs.</p>
      <PaymentSection
        key={selected.id}
        chargeCents={selected.priceCents}
        createOrder={async () => {
          if (canPay && !canPay()) throw new Error('Required fields missing');
          return (await createPaymentOrder({ packId: selected.id, amount: (selected.priceCents / 100).toFixed(2), currency: 'USD', intent: 'CAPTURE' })).id;
        }}
        onPaid={(capture) => void (async () => {
          try {
            const result = await confirmSamplePack(capture.orderId);
            await queryClient.invalidateQueries({ queryKey: ['/api/user/credits'] });
            await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
            toast({ title: 'Credits Added!', description: `${result.creditsAdded} sample credits are ready to use.` });
            onPurchased?.(result);
          } catch {
            toast({ title: 'Purchase Failed', description: PURCHASE_FAILED, variant: 'destructive' });
          }
        })()}
        onFailed={(error) => {
          if (error instanceof Error && error.message === 'Required fields missing') return;
          toast({ title: 'Purchase Failed', description: PURCHASE_FAILED, variant: 'destructive' });
        }}
      />
    </div>
  );
}
