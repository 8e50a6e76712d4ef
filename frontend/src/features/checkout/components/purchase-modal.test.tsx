import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { PurchaseModal } from './purchase-modal';

const SONG = { id: '44444444-4444-4444-8444-444444444444', title: 'Nora Party' };
const PRICING = { country: 'US', priceCents: 1200, chargeCurrency: 'USD', charge: '$12.00 USD', currency: { code: 'USD', symbol: '$', rate: 1, asOf: '2026-11-01' }, amount: 1200, formatted: '$12.00 USD', approximate: false };

/** A signed-in buyer in the US with the sandbox provider; `vouchers` answers POST /api/validate-voucher by code. */
function answer(vouchers: Record<string, { status: number; body: object }>) {
  const checked: string[] = [];
  server.use(
    http.get('https://ipapi.co/json/', () => HttpResponse.json({ country_code: 'US' })),
    http.get('/api/auth/session', () => HttpResponse.json({ user: currentUser() })),
    http.get('/api/pricing', () => HttpResponse.json(PRICING)),
    http.get('/paypal/setup', () => HttpResponse.json({ clientToken: null, provider: 'sandbox', message: 'Sandbox payments' })),
    http.post('/api/validate-voucher', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      checked.push(code);
      const found = vouchers[code] ?? { status: 404, body: { statusCode: 404, code: 'voucher_not_valid', message: 'This voucher code is not valid.' } };
      return HttpResponse.json(found.body, { status: found.status });
    }),
  );
  return checked;
}

const voucherField = () => screen.getByLabelText('Voucher Code (Optional)');
function summary(): HTMLElement {
  const list = within(screen.getByRole('dialog')).getByText(/^Full Song/).closest('dl');
  if (!list) throw new Error('the order summary is missing');
  return list;
}

describe('the purchase dialog’s voucher field', () => {
  it('applies a trimmed code: the discount, the new total, and the sandbox checkout for that amount', async () => {
    const checked = answer({ PARTY25: { status: 200, body: { code: 'PARTY25', discountType: 'percentage', discountValue: 25, priceCents: 1200, finalPriceCents: 900 } } });
    const { user } = renderWithApp(<PurchaseModal song={SONG} open onOpenChange={() => undefined} />);
    // The server's price replaces the configured one once it arrives.
    await waitFor(() => expect(screen.getByText(/You will be charged/)).toHaveTextContent('You will be charged $12.00 USD.'));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(voucherField(), '  PARTY25 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await findToast('25% off')).toBeVisible();
    expect(checked).toEqual(['PARTY25']);
    expect(within(summary()).getByText('Discount Applied')).toBeVisible();
    expect(within(summary()).getByText('$9.00 USD')).toBeVisible();
    expect(await screen.findByText(/Approve a test payment|Test Purchase/)).toBeVisible();
    expect(screen.getByText(/You will be charged/)).toHaveTextContent('You will be charged $9.00 USD.');
  });

  it('offers the free download instead of payment when the voucher makes the song free', async () => {
    answer({ FREEBIE: { status: 200, body: { code: 'FREEBIE', discountType: 'percentage', discountValue: 100, priceCents: 1200, finalPriceCents: 0 } } });
    const { user } = renderWithApp(<PurchaseModal song={SONG} open onOpenChange={() => undefined} />);
    await user.type(voucherField(), 'FREEBIE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Get Free Download' })).toBeVisible();
    expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
  });

  it('says why a code is refused, in the server’s words, and keeps the full price', async () => {
    answer({ OLD: { status: 400, body: { statusCode: 400, code: 'voucher_expired', message: 'This voucher code has expired.' } } });
    const { user } = renderWithApp(<PurchaseModal song={SONG} open onOpenChange={() => undefined} />);
    await user.type(voucherField(), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await findToast('This voucher code has expired.')).toBeVisible();
    expect(within(summary()).queryByText('Discount Applied')).not.toBeInTheDocument();
  });

  it('drops an applied voucher as soon as the code is edited', async () => {
    answer({ PARTY25: { status: 200, body: { code: 'PARTY25', discountType: 'fixed', discountValue: 250, priceCents: 1200, finalPriceCents: 950 } } });
    const { user } = renderWithApp(<PurchaseModal song={SONG} open onOpenChange={() => undefined} />);
    await user.type(voucherField(), 'PARTY25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await findToast('$2.50 off')).toBeVisible();
    await user.type(voucherField(), 'X');
    await waitFor(() => expect(within(summary()).queryByText('Discount Applied')).not.toBeInTheDocument());
    expect(within(summary()).getByText('$12.00 USD')).toBeVisible();
  });
});
