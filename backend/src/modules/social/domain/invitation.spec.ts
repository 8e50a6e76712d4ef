import { dueInvitationReminder } from './invitation';

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
