import { dueInvitationReminder, inviterNameForEmail } from './invitation';

const DAY = 24 * 60 * 60 * 1000;
const createdAt = new Date('2026-03-01T12:00:00Z');
const after = (days: number) => new Date(createdAt.getTime() + days * DAY);

describe('invitation reminders', () => {
  it('come 3, 7 and 14 days after the invitation, one at a time', () => {
    const pending = { status: 'pending' as const, createdAt, remindersSent: 0 };
    expect(dueInvitationReminder(pending, after(2.9))).toBeNull();
    expect(dueInvitationReminder(pending, after(3))).toBe(1);
    expect(dueInvitationReminder({ ...pending, remindersSent: 1 }, after(6))).toBeNull();
    expect(dueInvitationReminder({ ...pending, remindersSent: 1 }, after(7))).toBe(2);
    expect(dueInvitationReminder({ ...pending, remindersSent: 2 }, after(14))).toBe(3);
    expect(dueInvitationReminder({ ...pending, remindersSent: 3 }, after(60))).toBeNull();
  });

  it('stop once the invitee has joined', () => {
    expect(dueInvitationReminder({ status: 'joined', createdAt, remindersSent: 0 }, after(10))).toBeNull();
  });
});

describe("the inviter's name in an invitation email", () => {
  it('keeps an ordinary name as it is', () => {
    expect(inviterNameForEmail('Ann')).toBe('Ann');
    expect(inviterNameForEmail('Zoë-Marie  van der Berg')).toBe('Zoë-Marie van der Berg');
  });

  it('drops control and invisible characters, link-like words and extra spaces', () => {
    expect(inviterNameForEmail('Ann\r\nBcc: x@y.z\u0007')).toBe('Ann Bcc:');
    expect(inviterNameForEmail('Bob   wins $500 at https://prizes.example/claim now')).toBe('Bob wins $500 at now');
    expect(inviterNameForEmail('Cleo www.cheap-pills.net BUY.NOW cheap.pills.shop')).toBe('Cleo');
    expect(inviterNameForEmail('Dee\u200b\u202e\u2028Dee')).toBe('Dee Dee');
    expect(inviterNameForEmail('Gus Ｗｗｗ．ｅｖｉｌ．ｃｏｍ evil\u3002com')).toBe('Gus');
  });

  it('cuts at 40 characters, between words when it can', () => {
    expect(inviterNameForEmail('Eve ' + 'x'.repeat(60))).toBe('Eve');
    expect(inviterNameForEmail('y'.repeat(100))).toBe('y'.repeat(40));
    expect([...inviterNameForEmail('Fay '.repeat(25))].length).toBeLessThanOrEqual(40);
  });

  it('says "A friend" when nothing of a name is left', () => {
    expect(inviterNameForEmail(' evil.com \t http://x.y ')).toBe('A friend');
  });
});
