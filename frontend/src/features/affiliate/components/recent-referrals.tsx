import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useReferralDashboard } from '../api/affiliate';
import { formatDate } from '../lib/money';

/** The account page's recent referrals (scrolls within 10rem). */
export function RecentReferrals() {
  const { data } = useReferralDashboard();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Referrals</CardTitle>
      </CardHeader>
      <CardContent>
        {!data || data.referrals.length === 0 ? (
          <p className="text-sm text-ink-muted">Nobody has joined through your link yet.</p>
        ) : (
          <ul className="max-h-40 divide-y divide-line overflow-y-auto" data-testid="recent-referrals">
            {data.referrals.map((r) => (
              <li key={r.id} className="flex justify-between gap-2 py-2 text-sm">
                <span>
                  {r.name} · {formatDate(r.createdAt)}
                </span>
                <span className="text-ink-muted">
                  +{r.creditsAwarded} credits · {r.status.charAt(0).toUpperCase() + r.status.slice(1)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
