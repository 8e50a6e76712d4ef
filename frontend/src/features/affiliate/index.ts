// The affiliate feature's public surface for routes: the Earnings page, the account dashboard's
// affiliate pieces and the invitation landing.
export { EarningsPage } from './components/earnings-page';
export { InvitationLanding } from './components/invitation-landing';
export { CashEarnedDetails, LayerExplainer, PotentialEarningsCalculator } from './components/cash-earnings';
export { RecentReferrals } from './components/recent-referrals';
export { useReferralDashboard, useEarningsDashboard, type ReferralDashboard, type EarningsDashboard } from './api/affiliate';
export { formatCents } from './lib/money';
