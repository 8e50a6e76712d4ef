import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-error';
import { useDecideHeld, useHeldCommissions, type HeldCommission } from '../api/admin';
import { dateTime, dollars } from '../lib/money';
import { Cell, LoadError, Table } from './table';

const REASON: Record<HeldCommission['reasons'][number], string> = {
  device: 'same browser',
  payout_email: 'same PayPal email',
  signup_address: 'same sign-up address',
};

/**
 * Commissions held because the buyer and the affiliate look like one person (a shared browser,
 * PayPal email or sign-up address): released, they count as usual; voided, nothing is paid.
 */
export function HeldCommissionsTab() {
  const { data, isPending, isError } = useHeldCommissions();
  const decide = useDecideHeld();
  if (isPending) return <Spinner label="Loading held commissions" />;
  if (isError) return <LoadError />;
  const onDecide = async (c: HeldCommission, release: boolean) => {
    try {
      await decide.mutateAsync({ id: c.id, release });
      toast({ title: release ? 'Commission Released' : 'Commission Voided', description: `${dollars(c.amount)} to ${c.affiliateEmail}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Review Failed', description: serverMessage(error, 'Please try again.') });
    }
  };
  if (data.length === 0) return <p className="text-sm text-ink-muted">No commissions are held for review.</p>;
  return (
    <Table label="Held commissions" head={['Date', 'Affiliate', 'Buyer', 'Layer', 'Amount', 'Why held', '']}>
      {data.map((c) => (
        <tr key={c.id} aria-label={`Held commission of ${c.affiliateEmail}`}>
          <Cell>{dateTime(c.createdAt)}</Cell>
          <Cell>{c.affiliateEmail}</Cell>
          <Cell>{c.purchaserEmail}</Cell>
          <Cell>{c.layer}</Cell>
          <Cell>
            {dollars(c.amount)}
            {c.credits > 0 ? ` + ${c.credits} credits` : ''}
          </Cell>
          <Cell>{c.reasons.map((r) => REASON[r]).join(', ')}</Cell>
          <Cell>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => void onDecide(c, true)} disabled={decide.isPending} aria-label={`Release commission ${c.id}`}>
                Release
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void onDecide(c, false)} disabled={decide.isPending} aria-label={`Void commission ${c.id}`}>
                Void
              </Button>
            </span>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
