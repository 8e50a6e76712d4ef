import { DocumentTitle, Page } from '@/components/layouts/page';
import { EarningsPage } from '@/features/affiliate';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';
import { paths } from '@/config/paths';

export default function EarningsRoute() {
  return (
    <Page eyebrow="Affiliate" title="Earnings" description="Commissions from your referrals, payouts and your personal link.">
      <DocumentTitle title="Earnings" />
      {/* Signed-out visitors go to /account (spec). */}
      <SignedInOnly redirectTo={paths.account}>{() => <EarningsPage />}</SignedInOnly>
    </Page>
  );
}
