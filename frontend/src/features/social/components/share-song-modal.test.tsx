import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { ShareSongModal, type ShareableSong } from './share-song-modal';

const FRED = { id: '11111111-1111-4111-8111-111111111111', name: 'Fred', email: 'fred@example.com' };
const GINA = { id: '22222222-2222-4222-8222-222222222222', name: 'Gina', email: 'gina@example.com' };
const FRIENDS = [FRED, GINA];
const song = (isPaid: boolean): ShareableSong => ({ id: '33333333-3333-4333-8333-333333333333', title: 'Boogy1_Nora', names: ['Nora'], style: 'kids', isPaid });

function answerShares(failFor: string[] = []) {
  const shared: { friendId: string; shareType: string; message: string | null }[] = [];
  server.use(
    http.get('/api/friends', () => HttpResponse.json(FRIENDS)),
    http.post('/api/songs/:id/share-with-friend', async ({ request }) => {
      const body = (await request.json()) as { friendId: string; shareType: string; message: string | null };
      if (failFor.includes(body.friendId)) return HttpResponse.json({ statusCode: 404, message: 'You can only share songs with your friends.' }, { status: 404 });
      shared.push(body);
      return HttpResponse.json({ id: crypto.randomUUID(), songId: song(false).id, friendId: body.friendId, shareType: body.shareType, createdAt: new Date().toISOString() }, { status: 201 });
    }),
  );
  return shared;
}

describe('ShareSongModal', () => {
  it('shares an unpaid song as its preview (length from the product facts) with each chosen friend, with the trimmed message, then closes', async () => {
    const shared = answerShares();
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<ShareSongModal song={song(false)} open onOpenChange={onOpenChange} />);
    expect(await screen.findByText('Your friends get the 35-second preview.')).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: /Fred/ }));
    await user.click(screen.getByRole('checkbox', { name: /Gina/ }));
    await user.type(screen.getByLabelText('Message (optional)'), '  Party time!  ');
    expect(screen.getByText('15/500')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Share Song' }));
    expect(await findToast('Song Shared Successfully!')).toBeVisible();
    expect(shared).toEqual([
      { friendId: FRED.id, shareType: 'preview', message: 'Party time!' },
      { friendId: GINA.id, shareType: 'preview', message: 'Party time!' },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks to select a friend first and shares nothing', async () => {
    const shared = answerShares();
    const { user } = renderWithApp(<ShareSongModal song={song(true)} open onOpenChange={() => undefined} />);
    expect(await screen.findByText('Your friends get the full song.')).toBeVisible();
    await screen.findByRole('checkbox', { name: /Fred/ });
    await user.click(screen.getByRole('button', { name: 'Share Song' }));
    expect(await findToast('Please select at least one friend to share with.')).toBeVisible();
    expect(shared).toEqual([]);
  });

  it('reports a partial failure and keeps only the failed friend selected, so trying again never shares twice', async () => {
    const shared = answerShares([GINA.id]);
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<ShareSongModal song={song(true)} open onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('checkbox', { name: /Fred/ }));
    await user.click(screen.getByRole('checkbox', { name: /Gina/ }));
    await user.click(screen.getByRole('button', { name: 'Share Song' }));
    expect(await findToast('Shared with 1 friends, 1 failed.')).toBeVisible();
    expect(shared.map((s) => [s.friendId, s.shareType])).toEqual([[FRED.id, 'full']]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Fred/ })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Gina/ })).toBeChecked();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('copies a public link of the kind the song allows', async () => {
    server.use(
      http.get('/api/friends', () => HttpResponse.json([])),
      http.post('/api/songs/:id/share', async ({ request }) => {
        const { shareType } = (await request.json()) as { shareType: string };
        return HttpResponse.json({ shareId: 'abc', shareUrl: 'http://localhost:3000/shared/abc', shareType, expiresAt: new Date().toISOString() }, { status: 201 });
      }),
    );
    const { user } = renderWithApp(<ShareSongModal song={song(false)} open onOpenChange={() => undefined} />);
    expect(await screen.findByText(/No friends yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy Preview Link' }));
    expect(await findToast('Preview link copied: it works for 6 months.')).toBeVisible();
    // user-event gives the page a clipboard, as a browser does.
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/shared/abc');
  });
});
