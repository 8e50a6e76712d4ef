import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import type { EarningsDashboard } from '../api/affiliate';
import { ReferralLinkPanel } from './referral-link-panel';

const earnings: EarningsDashboard = {
  pendingCashBalance: 0,
  totalCashEarned: 0,
  matureCommissionsCount: 0,
  totalCreditsEarned: 0,
  matureBalance: 0,
  inRefundPeriod: 0,
  owedClawbacks: 0,
  totalPaidOut: 0,
  preferredCurrency: 'USD',
  personalizedLink: null,
  personalizedSlug: null,
  referralLink: 'http://localhost:3000/?ref=WANJIRU7',
  paypalEmail: null,
  minimumPayoutThreshold: 1000,
  nextPayoutAt: '2026-12-15T00:00:00.000Z',
};

describe('ReferralLinkPanel', () => {
  it('says the personal link could not be made, with the server’s reason, and keeps the referral link', async () => {
    server.use(
      http.post('/api/referrals/generate-personalized-link', () =>
        HttpResponse.json({ statusCode: 503, error: 'service_unavailable', message: 'The database is busy: try again in a moment.' }, { status: 503 }),
      ),
    );
    const { user } = renderWithApp(<ReferralLinkPanel earnings={earnings} />);
    await user.click(screen.getByRole('button', { name: 'Create personal link' }));
    const failure = await findToast('Failed to generate referral code.');
    expect(failure.closest('li')).toHaveTextContent('The database is busy: try again in a moment.');
    expect(screen.getByLabelText('Your referral link')).toHaveValue('http://localhost:3000/?ref=WANJIRU7');
    expect(screen.getByRole('button', { name: 'Create personal link' })).toBeEnabled();
  });

  it('asks the server for the personal link once per press', async () => {
    let calls = 0;
    server.use(
      http.post('/api/referrals/generate-personalized-link', () => {
        calls++;
        return HttpResponse.json({ referralCode: 'WANJIRU7', referralLink: 'http://localhost:3000/?ref=WANJIRU7', personalizedSlug: 'wanjiru', personalizedLink: 'http://localhost:3000/friend/wanjiru' });
      }),
    );
    const { user } = renderWithApp(<ReferralLinkPanel earnings={earnings} />);
    await user.click(screen.getByRole('button', { name: 'Create personal link' }));
    await expect.poll(() => calls).toBe(1);
    expect(screen.queryByText('Failed to generate referral code.')).toBeNull();
  });
});
