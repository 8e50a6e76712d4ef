import { Card, CardContent } from '@/components/ui/card';
import type { EarningsDashboard } from '../api/affiliate';
import { formatCents, formatDateTimeUtc } from '../lib/money';

function SummaryCard({ title, value, note, testId }: { title: string; value: string; note: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="pt-6">
        <p className="text-sm font-semibold text-ink-muted">{title}</p>
        <p className="mt-1 font-display text-3xl font-bold">{value}</p>
        <p className="mt-1 text-xs text-ink-muted">{note}</p>
      </CardContent>
    </Card>
  );
}

/** The four summary cards of the Earnings page. */
export function SummaryCards({ earnings }: { earnings: EarningsDashboard }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        testId="pending-balance"
        title="Pending Balance"
        value={formatCents(earnings.pendingCashBalance)}
        note={`Next payout: ${formatDateTimeUtc(earnings.nextPayoutAt)} (from ${formatCents(earnings.minimumPayoutThreshold)})`}
      />
      <SummaryCard testId="total-earned" title="Total Earned" value={formatCents(earnings.totalCashEarned)} note="Lifetime commissions" />
      <SummaryCard
        testId="mature-commissions"
        title="Mature Commissions"
        value={String(earnings.matureCommissionsCount)}
        note={`${formatCents(earnings.matureBalance)} ready for payout`}
      />
      <SummaryCard testId="credits-earned" title="Credits Earned" value={String(earnings.totalCreditsEarned)} note="From referrals and affiliate sales" />
    </div>
  );
}
