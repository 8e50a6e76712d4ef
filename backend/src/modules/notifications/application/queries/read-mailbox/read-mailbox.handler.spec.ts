import type { Mailbox, StoredEmail } from '../../ports/mailbox.port';
import { ReadMailboxHandler } from './read-mailbox.handler';
import { ReadMailboxQuery } from './read-mailbox.query';

const stored: StoredEmail = {
  id: 'm1',
  from: 'Boogy <hello@boogy.local>',
  to: 'ann@example.com',
  subject: 'Your sign-in link',
  text: 'Sign in: http://127.0.0.1:3000/sign-in-link?token=abc\nAgain: http://127.0.0.1:3000/sign-in-link?token=abc',
  html: '<p>Sign in</p>',
  createdAt: new Date('2026-11-22T10:00:00Z'),
};

describe('ReadMailboxHandler', () => {
  it('asks the mailbox for one lower-cased address and lists each link of a message once', async () => {
    const asked: { to?: string; limit: number }[] = [];
    const mailbox: Mailbox = { latest: async (options) => (asked.push(options), [stored]) };
    const entries = await new ReadMailboxHandler(mailbox).execute(new ReadMailboxQuery(' Ann@Example.COM '));
    expect(asked).toEqual([{ to: 'ann@example.com', limit: 100 }]);
    expect(entries).toEqual([{ ...stored, links: ['http://127.0.0.1:3000/sign-in-link?token=abc'], createdAt: '2026-11-22T10:00:00.000Z' }]);
  });

  it('without an address, asks for every message', async () => {
    const asked: { to?: string; limit: number }[] = [];
    const mailbox: Mailbox = { latest: async (options) => (asked.push(options), []) };
    await new ReadMailboxHandler(mailbox).execute(new ReadMailboxQuery());
    expect(asked).toEqual([{ to: undefined, limit: 100 }]);
  });
});
