import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const SENT = 'If an account exists for that email, a reset link is on its way.';

describe('ForgotPasswordDialog', () => {
  it('checks the address, sends it trimmed, and shows the server’s answer whatever the account', async () => {
    let body: unknown;
    server.use(
      http.post('/api/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: SENT });
      }),
    );
    const { user } = renderWithApp(<ForgotPasswordDialog open onOpenChange={() => undefined} onHaveCode={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(body).toEqual({ email: 'ada@example.com' });
  });

  it('clears itself on Done, and offers the reset-code step', async () => {
    server.use(http.post('/api/forgot-password', () => HttpResponse.json({ message: SENT })));
    const onOpenChange = vi.fn();
    const onHaveCode = vi.fn();
    const { user } = renderWithApp(<ForgotPasswordDialog open onOpenChange={onOpenChange} onHaveCode={onHaveCode} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'I have a reset code' }));
    expect(onHaveCode).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says so when the request fails', async () => {
    server.use(http.post('/api/forgot-password', () => HttpResponse.json({ statusCode: 429, message: 'Too many attempts. Please try again in 15 minutes.' }, { status: 429 })));
    const { user } = renderWithApp(<ForgotPasswordDialog open onOpenChange={() => undefined} onHaveCode={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findToast('Too many attempts. Please try again in 15 minutes.')).toBeVisible();
  });
});
