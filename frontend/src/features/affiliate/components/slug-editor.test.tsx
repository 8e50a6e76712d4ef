import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { SlugEditor } from './slug-editor';

const status = () => screen.getByTestId('slug-status');
const update = () => screen.getByRole('button', { name: 'Update' });

describe('SlugEditor', () => {
  it('names a broken rule at once, without asking the server, and keeps Update off', async () => {
    let checks = 0;
    server.use(
      http.get('/api/referrals/check-slug/:slug', ({ params }) => {
        checks++;
        return HttpResponse.json({ slug: params.slug, available: true, reason: null });
      }),
    );
    const { user } = renderWithApp(<SlugEditor current={null} />);
    await user.type(screen.getByLabelText('Custom link name'), 'a--b');
    expect(status()).toHaveTextContent('No consecutive hyphens allowed');
    await user.clear(screen.getByLabelText('Custom link name'));
    await user.type(screen.getByLabelText('Custom link name'), 'Admin');
    expect(status()).toHaveTextContent('This name is reserved and cannot be used');
    expect(update()).toBeDisabled();
    expect(checks).toBe(0);
  });

  it('checks a well-formed slug with the server, then saves it', async () => {
    let saved: unknown;
    server.use(
      http.get('/api/referrals/check-slug/:slug', ({ params }) => HttpResponse.json({ slug: params.slug, available: true, reason: null })),
      http.put('/api/referrals/personalized-slug', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ personalizedSlug: 'ann-party', personalizedLink: 'http://localhost:3000/friend/ann-party', referralLink: 'http://localhost:3000/?ref=ANN23456', referralCode: 'ANN23456' });
      }),
    );
    const { user } = renderWithApp(<SlugEditor current={null} />);
    await user.type(screen.getByLabelText('Custom link name'), 'Ann-Party');
    await waitFor(() => expect(status()).toHaveTextContent('Available!'));
    expect(update()).toBeEnabled();
    await user.click(update());
    expect(await findToast('Your link is now /friend/ann-party')).toBeVisible();
    expect(saved).toEqual({ slug: 'ann-party' });
  });

  it('shows the server’s reason for a taken slug and keeps Update off', async () => {
    server.use(http.get('/api/referrals/check-slug/:slug', ({ params }) => HttpResponse.json({ slug: params.slug, available: false, reason: 'This link is already taken' })));
    const { user } = renderWithApp(<SlugEditor current="mine" />);
    expect(status()).toHaveTextContent('3-20 characters');
    await user.clear(screen.getByLabelText('Custom link name'));
    await user.type(screen.getByLabelText('Custom link name'), 'taken-one');
    await waitFor(() => expect(status()).toHaveTextContent('This link is already taken'));
    expect(update()).toBeDisabled();
  });
});
