import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCommissionHistory, type CommissionView, type HeldCommissionView } from '../api/affiliate';
import { formatCents, formatDate, timeUntil } from '../lib/money';

const STATUS: Record<CommissionView['status'] | HeldCommissionView['status'], string> = {
  pending: 'Pending',
  mature: 'Ready for payout',
  in_payout: 'In a payout',
  paid: 'Paid',
  voided: 'Voided (refunded)',
  held: 'Held for review',
};

function Row({ c }: { c: CommissionView | HeldCommissionView }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="commission-row">
      <div>
        <p className="font-semibold">
          Layer {c.layer} · {formatCents(c.amount, c.currency)}
          {c.credits > 0 && <span className="text-ink-muted"> + {c.credits} credits</span>}
        </p>
        <p className="text-xs text-ink-muted">
          {c.purchaserName}'s purchase of {formatCents(c.basePurchaseAmount, c.currency)} · {formatDate(c.createdAt)}
        </p>
        {c.status === 'pending' && (
          // Beyond the spec: when it matures, and what a refund before then would take away.
          <p className="text-xs text-party-gold" data-testid="maturity-countdown">
            Matures in {timeUntil(c.maturesAt)} ({formatDate(c.maturesAt)}). A refund before then voids this {formatCents(c.amount, c.currency)}.
          </p>
        )}
        {c.clawedBack && <p className="text-xs text-red-300">Refunded after maturity: deducted from your next payout.</p>}
      </div>
      <span className="rounded-full border border-line px-3 py-1 text-xs font-semibold">{STATUS[c.status]}</span>
    </li>
  );
}

/** Commission History tab: pending (7-day refund period) and mature commissions. */
export function CommissionHistory() {
  const { data, isPending, isError } = useCommissionHistory();
  if (isPending) return <Spinner label="Loading commissions" />;
  if (isError) return <p role="alert">Unable to load commission history</p>;
  const section = (title: string, description: string, rows: (CommissionView | HeldCommissionView)[], empty: string, testId: string) => (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{rows.length === 0 ? <p className="text-sm text-ink-muted">{empty}</p> : <ul className="divide-y divide-line">{rows.map((c) => <Row key={c.id} c={c} />)}</ul>}</CardContent>
    </Card>
  );
  return (
    <div className="grid gap-6">
      {section('Pending Commissions', 'In the 7-day refund period.', data.pendingCommissions, 'No pending commissions.', 'pending-commissions')}
      {section('Mature Commissions', 'Past the refund period: paid out on the weekly run.', data.matureCommissions, 'No mature commissions yet.', 'mature-commissions-list')}
      {(data.heldCommissions?.length ?? 0) > 0 &&
        section(
          'Held for Review',
          'You and the buyer share a browser, a PayPal email or a sign-up address: an admin checks these before they count. They are in no balance until then.',
          data.heldCommissions ?? [],
          '',
          'held-commissions',
        )}
      {data.voidedCommissions.length > 0 && section('Voided', 'Purchases refunded inside the refund period.', data.voidedCommissions, '', 'voided-commissions')}
    </div>
  );
}
