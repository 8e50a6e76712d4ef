import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@/test/fixtures';
import { server } from '@/test/server';
import { getCurrentUser } from './current-user';

describe('getCurrentUser', () => {
  it('is the signed-in user, or null when signed out (a 200 either way)', async () => {
    const me = currentUser();
    server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: me })));
    await expect(getCurrentUser()).resolves.toEqual(me);
    server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('throws the API’s error when the session cannot be read', async () => {
    server.use(http.get('/api/auth/session', () => HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })));
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 500 });
  });
});
