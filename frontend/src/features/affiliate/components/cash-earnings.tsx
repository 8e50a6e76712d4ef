import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useAffiliateProgram, useEarningsDashboard, type AffiliateProgram } from '../api/affiliate';
import { potentialEarnings } from '../lib/calculator';
import { formatCents, formatDateTimeUtc } from '../lib/money';
import { PayoutSettingsForm } from './payout-settings';

const percent = (bp: number) => `${bp / 100}%`;

/** How the three layers earn from a $10 song (rates from the server). */
export function LayerExplainer({ program }: { program: AffiliateProgram }) {
  return (
    <table className="w-full text-left text-sm" data-testid="layer-explainer">
      <thead className="text-ink-muted">
        <tr>
          <th className="py-1">Layer</th>
          <th>Who</th>
          <th>Per $10 song</th>
          <th>Credits</th>
        </tr>
      </thead>
      <tbody>
        {program.layers.map((l) => (
          <tr key={l.layer} className="border-t border-line">
            <td className="py-1">Layer {l.layer}</td>
            <td>{l.layer === 1 ? 'Friends you invite' : l.layer === 2 ? 'Their friends' : 'Friends of theirs'}</td>
            <td>
              {formatCents(Math.floor((1000 * l.rateBasisPoints) / 10_000))} ({percent(l.rateBasisPoints)})
            </td>
            <td>{l.creditReward}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "If n friends each bring n friends…": cash and credits across the three layers. */
export function PotentialEarningsCalculator({ program }: { program: AffiliateProgram }) {
  const [friends, setFriends] = useState('10');
  const n = /^\d{1,4}$/.test(friends) ? Number(friends) : NaN;
  const result = Number.isInteger(n) ? potentialEarnings(n, program.layers) : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor="calculator-friends">Friends who each invite as many friends</Label>
      <Input id="calculator-friends" inputMode="numeric" value={friends} onChange={(e) => setFriends(e.target.value.trim())} className="max-w-32" />
      {result ? (
        <p data-testid="calculator-result">
          If everyone buys one song: <strong>{formatCents(result.cashCents)}</strong> and <strong>{result.credits}</strong> credits.
        </p>
      ) : (
        <p className="text-sm text-red-300">Enter a whole number of friends (0 or more).</p>
      )}
    </div>
  );
}

/** The Cash Earned dialog: layer explainer, your earnings, the calculator, PayPal setup and currency. */
export function CashEarnedDetails() {
  const program = useAffiliateProgram();
  const earnings = useEarningsDashboard();
  if (program.isPending || earnings.isPending) return <Spinner label="Loading your earnings" />;
  if (!program.data || !earnings.data) return <p role="alert">Unable to load your earnings.</p>;
  const e = earnings.data;
  return (
    <div className="grid gap-6">
      <section>
        <h3 className="mb-2 font-semibold">How you earn</h3>
        <LayerExplainer program={program.data} />
        <p className="mt-2 text-xs text-ink-muted">
          Commissions are pending for {program.data.refundPeriodDays} days (the refund period), then paid out every {program.data.payoutWeekday} at {program.data.payoutHourUtc}:00 UTC.
        </p>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Your earnings</h3>
        <table className="w-full text-left text-sm" data-testid="earnings-table">
          <tbody>
            <tr>
              <td className="py-1">In the refund period</td>
              <td>{formatCents(e.inRefundPeriod)}</td>
            </tr>
            <tr className="border-t border-line">
              <td className="py-1">Ready for the next payout</td>
              <td>{formatCents(e.matureBalance)}</td>
            </tr>
            <tr className="border-t border-line">
              <td className="py-1">Paid out</td>
              <td>{formatCents(e.totalPaidOut)}</td>
            </tr>
            <tr className="border-t border-line">
              <td className="py-1">Lifetime</td>
              <td>{formatCents(e.totalCashEarned)}</td>
            </tr>
            {(e.heldBalance ?? 0) > 0 && (
              <tr className="border-t border-line">
                <td className="py-1">Held for review</td>
                <td>{formatCents(e.heldBalance ?? 0)}</td>
              </tr>
            )}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-ink-muted">Next payout: {formatDateTimeUtc(e.nextPayoutAt)}</p>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Potential earnings</h3>
        <PotentialEarningsCalculator program={program.data} />
      </section>
      <section>
        <h3 className="mb-2 font-semibold">PayPal setup</h3>
        <PayoutSettingsForm earnings={e} />
      </section>
    </div>
  );
}
