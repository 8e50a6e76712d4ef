import { Injectable } from '@nestjs/common';
import type { FriendShareRow, PublicShareRow, SharesRepository } from '../application/ports/social.repositories';
import { FriendShare } from './entities/friend-share.entity';
import { PublicShare } from './entities/public-share.entity';
import { isUuid } from './uuid';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const shareRow = (s: FriendShare): FriendShareRow => ({
  id: s.id,
  songId: s.songId,
  sharedByUserId: s.sharedByUserId,
  sharedWithUserId: s.sharedWithUserId,
  shareType: s.shareType,
  message: s.message,
  paymentId: s.paymentId,
  isRead: s.isRead,
  createdAt: s.createdAt,
});

const linkRow = (s: PublicShare): PublicShareRow => ({
  id: s.id,
  songId: s.songId,
  sharedByUserId: s.sharedByUserId,
  shareType: s.shareType,
  expiresAt: s.expiresAt,
  firstReminderSent: s.firstReminderSent,
  finalWarningSent: s.finalWarningSent,
  isActive: s.isActive,
  createdAt: s.createdAt,
});

@Injectable()
export class MikroSharesRepository implements SharesRepository {
  constructor(private readonly ems: EntityManagers) {}

  async addFriendShare(share: Omit<FriendShareRow, 'id' | 'isRead' | 'createdAt'>): Promise<FriendShareRow> {
    const em = this.ems.current();
    const record = em.create(FriendShare, share);
    await em.persist(record).flush();
    return shareRow(record);
  }

  async friendSharesFor(userId: string): Promise<FriendShareRow[]> {
    const em = this.ems.current();
    return (await em.find(FriendShare, { sharedWithUserId: userId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 500 })).map(shareRow);
  }

  async removeBoughtShare(paymentId: string): Promise<boolean> {
    const em = this.ems.current();
    if (!isUuid(paymentId)) return false;
    return (await em.nativeDelete(FriendShare, { paymentId })) > 0;
  }

  async unreadCount(userId: string): Promise<number> {
    const em = this.ems.current();
    return em.count(FriendShare, { sharedWithUserId: userId, isRead: false });
  }

  async markRead(id: string, userId: string): Promise<boolean> {
    const em = this.ems.current();
    if (!isUuid(id)) return false;
    if ((await em.count(FriendShare, { id, sharedWithUserId: userId })) === 0) return false;
    await em.nativeUpdate(FriendShare, { id, sharedWithUserId: userId }, { isRead: true });
    return true;
  }

  async createLink(link: Pick<PublicShareRow, 'songId' | 'sharedByUserId' | 'shareType' | 'expiresAt'>): Promise<PublicShareRow> {
    const em = this.ems.current();
    const record = em.create(PublicShare, link);
    await em.persist(record).flush();
    return linkRow(record);
  }

  async findLink(id: string): Promise<PublicShareRow | null> {
    const em = this.ems.current();
    if (!isUuid(id)) return null;
    const record = await em.findOne(PublicShare, { id });
    return record ? linkRow(record) : null;
  }

  async linksNearingExpiry(before: Date, limit: number): Promise<PublicShareRow[]> {
    const em = this.ems.current();
    const rows = await em.find(
      PublicShare,
      { isActive: true, expiresAt: { $gt: new Date(), $lte: before }, $or: [{ firstReminderSent: null }, { finalWarningSent: null }] },
      { orderBy: { expiresAt: 'asc' }, limit },
    );
    return rows.map(linkRow);
  }

  async holdsStandingFullShare(songId: string, userId: string, ownerUserId: string | null): Promise<boolean> {
    const em = this.ems.current();
    if (!isUuid(songId) || !isUuid(userId)) return false;
    const standing = ownerUserId ? [{ paymentId: { $ne: null } }, { sharedByUserId: ownerUserId }] : [{ paymentId: { $ne: null } }];
    return (await em.count(FriendShare, { songId, sharedWithUserId: userId, shareType: 'full', $or: standing })) > 0;
  }

  async markLinkReminder(id: string, which: 'first' | 'final', at: Date): Promise<boolean> {
    const em = this.ems.current();
    const field = which === 'first' ? 'firstReminderSent' : 'finalWarningSent';
    // A final warning also covers a first reminder that was never sent (a link made close to its end).
    const values = which === 'final' ? { finalWarningSent: at, firstReminderSent: at } : { firstReminderSent: at };
    return (await em.nativeUpdate(PublicShare, { id, [field]: null }, values)) > 0;
  }
}
