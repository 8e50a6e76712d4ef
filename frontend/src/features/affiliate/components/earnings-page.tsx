import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEarningsDashboard } from '../api/affiliate';
import { CommissionHistory } from './commission-history';
import { PayoutHistory } from './payout-history';
import { PayoutSettings } from './payout-settings';
import { ReferralLinkPanel } from './referral-link-panel';
import { SummaryCards } from './summary-cards';

/** The Earnings page: four summary cards and the Overview / Commission History / Payout History / Settings tabs. */
export function EarningsPage() {
  const { data: earnings, isPending, isError, refetch } = useEarningsDashboard();
  if (isPending) return <Spinner label="Loading your earnings" />;
  if (isError)
    return (
      <p role="alert">
        We couldn't load your earnings.{' '}
        <button className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  return (
    <div className="grid gap-8">
      <SummaryCards earnings={earnings} />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="commissions">Commission History</TabsTrigger>
          <TabsTrigger value="payouts">Payout History</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ReferralLinkPanel earnings={earnings} />
        </TabsContent>
        <TabsContent value="commissions">
          <CommissionHistory />
        </TabsContent>
        <TabsContent value="payouts">
          <PayoutHistory />
        </TabsContent>
        <TabsContent value="settings">
          <PayoutSettings earnings={earnings} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
