import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePayoutHistory } from '../api/affiliate';
import { formatCents, formatDate } from '../lib/money';
import { payoutSchedule, useProductFacts } from '@/lib/product-facts';

/** Payout History tab: amount, date, commission count, provider transaction id, status (completed green, others yellow). */
export function PayoutHistory() {
  const { data, isPending, isError } = usePayoutHistory();
  const facts = useProductFacts();
  if (isPending) return <Spinner label="Loading payouts" />;
  if (isError) return <p role="alert">Unable to load payout history</p>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payout History</CardTitle>
      </CardHeader>
      <CardContent>
        {data.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">No payouts yet. Payouts go out {facts ? `every ${payoutSchedule(facts)}` : 'every week'} once your balance reaches your minimum.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th className="py-2">Amount</th>
                <th>Date</th>
                <th>Commissions</th>
                <th>Transaction</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((p) => (
                <tr key={p.id} className="border-t border-line" data-testid="payout-row">
                  <td className="py-2 font-semibold">{formatCents(p.totalCashAmount, p.currency)}</td>
                  <td>{formatDate(p.createdAt)}</td>
                  <td>{p.commissionCount}</td>
                  <td className="font-mono text-xs">{p.paypalTransactionId ?? '—'}</td>
                  <td>
                    <span className={p.status === 'completed' ? 'text-emerald-300' : 'text-yellow-300'} title={p.failureReason ?? undefined}>
                      {p.status.charAt(0).toUpperCase() + p.status.slice(1)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
