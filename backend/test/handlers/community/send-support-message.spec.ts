import { SendSupportMessageCommand } from '../../../src/modules/community/application/commands/send-support-message/send-support-message.command';
import { useHandlerHarness } from '../../support/handler-harness';

const SPAM = { name: 'Prize Desk', subject: 'You WON a cruise', message: 'Claim your free cruise at cruise-prize.example before Friday!' };
const quotes = (mail: { subject: string; text: string; html: string }) => /Prize Desk|WON a cruise|cruise-prize\.example/.test(`${mail.subject}\n${mail.text}\n${mail.html}`);

/** Contact Support: kept, sent to the desk, confirmed to the sender, quoting only to a proved own address. */
describe('SendSupportMessage on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ SUPPORT_EMAIL: 'help-desk@boogy.test' });
  let n = 0;
  const email = () => `asker-${++n}-${Date.now()}@example.com`;

  it('keeps the message, queues it whole for the desk and a confirmation for the sender', async () => {
    const to = email();
    const { id } = await h().execute<{ id: string }>(new SendSupportMessageCommand({ name: ' Ada Asker ', email: to, subject: 'My download', message: 'The download button does nothing on my phone.' }, null));
    const [row] = await h().sql('select name, email, subject from community.support_messages where id = $1', [id]);
    expect(row).toEqual({ name: 'Ada Asker', email: to, subject: 'My download' });
    const desk = (await h().queuedEmails('help-desk@boogy.test')).find((m) => m.subject.includes('My download'))!;
    expect(desk.text).toContain('The download button does nothing on my phone.');
    expect(desk.text).toContain(to);
    const [confirmation] = await h().queuedEmails(to);
    expect(confirmation!.text).toContain('within 24 hours');
  });

  it('quotes nothing the writer chose to a typed-in address, signed out or signed in as someone else', async () => {
    const victim = email();
    await h().execute(new SendSupportMessageCommand({ ...SPAM, email: victim }, null));
    const { id: userId } = await h().user();
    const other = email();
    await h().execute(new SendSupportMessageCommand({ ...SPAM, email: other }, userId));
    for (const to of [victim, other]) {
      const [mail] = await h().queuedEmails(to);
      expect(quotes(mail!)).toBe(false);
      expect(mail!.text).toContain('within 24 hours');
    }
  });

  it('quotes the message only to the signed-in sender’s own proved email, typed in any case', async () => {
    const unproved = await h().user();
    await h().execute(new SendSupportMessageCommand({ ...SPAM, email: unproved.email }, unproved.id));
    expect(quotes((await h().queuedEmails(unproved.email))[0]!)).toBe(false);
    const proved = await h().user({ proved: true });
    await h().execute(new SendSupportMessageCommand({ ...SPAM, email: ` ${proved.email.toUpperCase()} ` }, proved.id));
    expect((await h().queuedEmails(proved.email)).some(quotes)).toBe(true);
  });

  it.each([
    [{ name: ' ' }, 'Name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ subject: '' }, 'Subject is required'],
    [{ subject: 's'.repeat(201) }, 'Subject must be less than 200 characters'],
    [{ message: 'short' }, 'Message must be at least 10 characters'],
    [{ message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
  ])('refuses the change %j with "%s", keeping and sending nothing', async (change, message) => {
    const to = email();
    await expect(h().execute(new SendSupportMessageCommand({ name: 'Ada', email: to, subject: 'Hi', message: 'A long enough message.', ...change }, null))).rejects.toMatchObject({ kind: 'invalid', message });
    expect(await h().queuedEmails(to)).toEqual([]);
  });
});
