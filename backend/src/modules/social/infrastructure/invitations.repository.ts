import { Injectable } from '@nestjs/common';
import type { InvitationRow, InvitationsRepository } from '../application/ports/social.repositories';
import { Invitation } from './entities/invitation.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const row = (i: Invitation): InvitationRow => ({
  id: i.id,
  senderUserId: i.senderUserId,
  recipientEmail: i.recipientEmail,
  referralCode: i.referralCode,
  mode: i.mode,
  remindersSent: i.remindersSent,
  status: i.status,
  createdAt: i.createdAt,
});

const REMINDER_COLUMN = { 1: 'first_reminder_sent', 2: 'second_reminder_sent', 3: 'third_reminder_sent' } as const;

@Injectable()
export class MikroInvitationsRepository implements InvitationsRepository {
  constructor(private readonly ems: EntityManagers) {}

  async create(invitation: Pick<InvitationRow, 'senderUserId' | 'recipientEmail' | 'referralCode' | 'mode'>): Promise<InvitationRow | null> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `insert into social.invitations (id, sender_user_id, recipient_email, referral_code, mode) values (gen_random_uuid(), ?, ?, ?, ?)
       on conflict (sender_user_id, recipient_email) do nothing returning id`,
      [invitation.senderUserId, invitation.recipientEmail, invitation.referralCode, invitation.mode],
    );
    if (rows.length === 0) return null;
    return row(await em.findOneOrFail(Invitation, { id: rows[0]!.id }));
  }

  async awaitingReminder(reminder: 1 | 2 | 3, createdBefore: Date, limit: number): Promise<InvitationRow[]> {
    const em = this.ems.current();
    const rows = await em.find(Invitation, { status: 'pending', remindersSent: reminder - 1, createdAt: { $lte: createdBefore } }, { orderBy: { createdAt: 'asc' }, limit });
    return rows.map(row);
  }

  async markReminder(id: string, reminder: 1 | 2 | 3, at: Date): Promise<boolean> {
    const em = this.ems.current();
    const updated = await em.execute<{ id: string }[]>(
      `update social.invitations set reminders_sent = ?, ${REMINDER_COLUMN[reminder]} = ?
       where id = ? and status = 'pending' and reminders_sent = ? returning id`,
      [reminder, at, id, reminder - 1],
    );
    return updated.length > 0;
  }

  async markJoined(email: string, userId: string): Promise<InvitationRow[]> {
    const em = this.ems.current();
    const pending = await em.find(Invitation, { recipientEmail: email.trim().toLowerCase(), status: 'pending' });
    for (const invitation of pending) {
      invitation.status = 'joined';
      invitation.joinedUserId = userId;
    }
    await em.flush();
    return pending.map(row);
  }
}
