import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { SignInLinkPanel } from './sign-in-link-panel';

const spent = () => http.get('/api/auth/sign-in-link', () => HttpResponse.json({ statusCode: 400, message: 'This sign-in link is invalid, has expired or was already used.', code: 'link_expired' }, { status: 400 }));
const session = (user: ReturnType<typeof currentUser> | null) => http.get('/api/auth/session', () => HttpResponse.json({ user }));

describe('SignInLinkPanel', () => {
  it('tells a signed-in owner who opens a used confirmation link again that the email is confirmed, not to sign in', async () => {
    server.use(spent(), session(currentUser({ email: 'aroha@example.com', emailVerified: true })));
    renderWithApp(<SignInLinkPanel token="used-token" />);
    const status = await screen.findByTestId('link-spent-signed-in');
    expect(status).toHaveTextContent('Your email is confirmed');
    expect(status).toHaveTextContent('Signed in as aroha@example.com');
    expect(screen.queryByRole('link', { name: 'Sign in or ask for a new link' })).toBeNull();
  });

  it('says an unconfirmed signed-in account still needs a new confirmation email', async () => {
    server.use(spent(), session(currentUser({ emailVerified: false })));
    renderWithApp(<SignInLinkPanel token="used-token" />);
    expect(await screen.findByTestId('link-spent-signed-in')).toHaveTextContent('Your email is not confirmed yet');
    expect(screen.getByRole('link', { name: 'Open your account' })).toHaveAttribute('href', '/account');
  });

  it('offers a signed-out visitor with a used link to sign in or ask for a new one', async () => {
    server.use(spent(), session(null));
    renderWithApp(<SignInLinkPanel token="used-token" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid, has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Sign in or ask for a new link' })).toBeVisible();
    expect(screen.queryByTestId('link-spent-signed-in')).toBeNull();
  });
});
