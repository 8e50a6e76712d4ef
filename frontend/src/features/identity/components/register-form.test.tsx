import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getRememberedReferral, rememberReferral } from '@/lib/referral';
import { currentUser, helpFacts } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { RegisterForm } from './register-form';

async function fillIn(user: ReturnType<typeof renderWithApp>['user'], values: { email?: string; password?: string; confirm?: string; firstName?: string } = {}) {
  await user.type(screen.getByLabelText('First name'), values.firstName ?? 'Ada');
  await user.type(screen.getByLabelText('Email'), values.email ?? 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), values.password ?? 'long enough pass');
  await user.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password ?? 'long enough pass');
}

describe('RegisterForm', () => {
  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ confirm: 'something else' }, "Passwords don't match"],
    [{ firstName: '   ' }, 'First name is required'],
  ])('refuses %j with "%s" without asking the server', async (values, message) => {
    const { user } = renderWithApp(<RegisterForm />);
    await fillIn(user, values);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('creates the account with the remembered referral code, forgets the code, and goes home', async () => {
    rememberReferral('RITA2345');
    let body: Record<string, unknown> = {};
    server.use(
      http.get('/api/referrals/validate/:code', () => HttpResponse.json({ valid: true, referrerName: 'Rita' })),
      http.get('/api/help/facts', () => HttpResponse.json(helpFacts())),
      http.post('/api/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: 'signed_in', user: currentUser({ emailVerified: false, previewCredits: 1 }), referralBonus: true, referrerName: 'Rita' }, { status: 201 });
      }),
    );
    const { user } = renderWithApp(<RegisterForm />, { path: '/account' });
    expect(await screen.findByText(/invited you: sign up to get 13 free preview credits instead of 8/)).toBeVisible();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast('Account Created!')).toBeVisible();
    expect(body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: null, referralCode: 'RITA2345' });
    expect(getRememberedReferral()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it('shows the server’s words when the email already has an account, and stays on the form', async () => {
    server.use(
      http.post('/api/register', () =>
        HttpResponse.json({ statusCode: 409, code: 'email_taken', message: 'An account with this email already exists. Sign in instead, or reset your password.' }, { status: 409 }),
      ),
    );
    const { user } = renderWithApp(<RegisterForm />, { path: '/account' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast('An account with this email already exists. Sign in instead, or reset your password.')).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
  });
});
