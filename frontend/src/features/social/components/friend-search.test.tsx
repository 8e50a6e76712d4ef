import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { findToast } from '@/test/toast';
import { FriendSearch } from './friend-search';

const BEN = { id: '55555555-5555-4555-8555-555555555555', name: 'Ben', email: 'ben@example.com' };
const state = (s: Partial<{ canSendRequest: boolean; alreadyFriends: boolean; requestPending: boolean }>) => ({ ...BEN, canSendRequest: false, alreadyFriends: false, requestPending: false, ...s });

function answerSearch(results: object[]) {
  const searched: string[] = [];
  server.use(
    http.get('/api/friends/search', ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(results);
    }),
  );
  return searched;
}

describe('FriendSearch', () => {
  it('searches the trimmed address only once it is one, and Enter explains a malformed one', async () => {
    const searched = answerSearch([state({ canSendRequest: true })]);
    const { user } = renderWithApp(<FriendSearch onNotFound={() => undefined} />);
    const field = screen.getByLabelText("Friend's email");
    await user.type(field, 'ben@');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(await findToast('Please enter a valid email address (example: friend@example.com)')).toBeVisible();
    await user.type(field, 'example.com  {Enter}');
    expect(await screen.findByTestId('friend-search-result')).toHaveTextContent('Ben');
    expect(searched).toEqual(['ben@example.com']);
  });

  it.each([
    [{ alreadyFriends: true }, 'Friends'],
    [{ requestPending: true }, 'Request Pending'],
    [{}, 'Cannot Connect'],
  ])('shows the state %j as "%s"', async (s, label) => {
    answerSearch([state(s)]);
    const { user } = renderWithApp(<FriendSearch onNotFound={() => undefined} />);
    await user.type(screen.getByLabelText("Friend's email"), 'ben@example.com{Enter}');
    const result = await screen.findByTestId('friend-search-result');
    expect(within(result).getByText(label)).toBeVisible();
    expect(within(result).queryByRole('button', { name: 'Add Friend' })).not.toBeInTheDocument();
  });

  it('sends a friend request from a result', async () => {
    answerSearch([state({ canSendRequest: true })]);
    let body: unknown;
    server.use(
      http.post('/api/friends/request', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: crypto.randomUUID(), receiverId: BEN.id, receiverName: 'Ben', receiverEmail: BEN.email, createdAt: new Date().toISOString() }, { status: 201 });
      }),
      http.get('/api/friends/requests/sent', () => HttpResponse.json([])),
    );
    const { user } = renderWithApp(<FriendSearch onNotFound={() => undefined} />);
    await user.type(screen.getByLabelText("Friend's email"), 'ben@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(await findToast('Ben will see your request.')).toBeVisible();
    expect(body).toEqual({ receiverId: BEN.id });
  });

  it('offers to invite an address nobody has, and treats a failed search the same', async () => {
    const onNotFound = vi.fn();
    server.use(http.get('/api/friends/search', () => HttpResponse.json({ statusCode: 429, message: 'Too many' }, { status: 429 })));
    const { user } = renderWithApp(<FriendSearch onNotFound={onNotFound} />);
    await user.type(screen.getByLabelText("Friend's email"), 'new@example.com{Enter}');
    expect(await screen.findByText('No one with new@example.com is on Boogy yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite new@example.com' }));
    expect(onNotFound).toHaveBeenCalledWith('new@example.com');
  });
});
