import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@/lib/current-user';
import { currentUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('asks for a valid email and a password before calling the server', async () => {
    const { user } = renderWithApp(<SignInForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('signs in: welcomes back, caches the user and opens the jukebox', async () => {
    const me = currentUser();
    server.use(http.post('/api/login', () => HttpResponse.json({ status: 'signed_in', user: me, referralBonus: false, referrerName: null })));
    const { user, queryClient } = renderWithApp(<SignInForm onForgotPassword={() => undefined} />, { path: '/account' });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Welcome back!')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/jukebox'));
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(me);
  });

  it('says to check the credentials on a 401 and stays put', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ statusCode: 401, message: 'Invalid email or password' }, { status: 401 })));
    const { user } = renderWithApp(<SignInForm onForgotPassword={() => undefined} />, { path: '/account' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Please check your credentials and try again.')).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
  });

  it('opens the forgot-password step on request', async () => {
    const onForgotPassword = vi.fn();
    const { user } = renderWithApp(<SignInForm onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });
});
