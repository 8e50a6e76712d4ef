import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { FriendRequestStatus } from '../domain/friend-request';
import { socialErrors } from '../domain/social.errors';
import type { FriendRequestRow, FriendsRepository } from '../application/ports/social.repositories';
import { FriendRequestRecord } from './entities/friend-request.entity';
import { Friendship } from './entities/friendship.entity';
import { isUuid } from './uuid';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const row = (r: FriendRequestRecord): FriendRequestRow => ({ id: r.id, senderId: r.senderId, receiverId: r.receiverId, status: r.status, message: r.message, createdAt: r.createdAt });

@Injectable()
export class MikroFriendsRepository implements FriendsRepository {
  constructor(private readonly ems: EntityManagers) {}

  async areFriends(userId: string, otherId: string): Promise<boolean> {
    const em = this.ems.current();
    return (await em.count(Friendship, { userId, friendId: otherId })) > 0;
  }

  async pendingBetween(userId: string, otherId: string): Promise<boolean> {
    const em = this.ems.current();
    const count = await em.count(FriendRequestRecord, {
      status: 'pending',
      $or: [{ senderId: userId, receiverId: otherId }, { senderId: otherId, receiverId: userId }],
    });
    return count > 0;
  }

  async createRequest(request: { senderId: string; receiverId: string; message: string | null }): Promise<FriendRequestRow> {
    const em = this.ems.current();
    const record = em.create(FriendRequestRecord, { senderId: request.senderId, receiverId: request.receiverId, message: request.message });
    try {
      await em.persist(record).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw socialErrors.requestPending();
      throw error;
    }
    return row(record);
  }

  async lockRequest(id: string): Promise<FriendRequestRow | null> {
    const em = this.ems.current();
    if (!isUuid(id)) return null;
    const record = await em.findOne(FriendRequestRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return record ? row(record) : null;
  }

  async setRequestStatus(id: string, status: FriendRequestStatus): Promise<void> {
    const em = this.ems.current();
    await em.nativeUpdate(FriendRequestRecord, { id }, { status, updatedAt: new Date() });
  }

  async befriend(userId: string, friendId: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(
      `insert into social.friendships (id, user_id, friend_id) values (gen_random_uuid(), ?, ?), (gen_random_uuid(), ?, ?)
       on conflict (user_id, friend_id) do nothing`,
      [userId, friendId, friendId, userId],
    );
  }

  async unfriend(userId: string, friendId: string): Promise<boolean> {
    const em = this.ems.current();
    if (!isUuid(friendId)) return false;
    const removed = await em.nativeDelete(Friendship, { $or: [{ userId, friendId }, { userId: friendId, friendId: userId }] });
    return removed > 0;
  }

  async friendsOf(userId: string): Promise<{ friendId: string; since: Date }[]> {
    const em = this.ems.current();
    const rows = await em.find(Friendship, { userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map((f) => ({ friendId: f.friendId, since: f.createdAt }));
  }

  async pendingReceived(userId: string): Promise<FriendRequestRow[]> {
    const em = this.ems.current();
    return (await em.find(FriendRequestRecord, { receiverId: userId, status: 'pending' }, { orderBy: { createdAt: 'desc' } })).map(row);
  }

  async pendingSent(userId: string): Promise<FriendRequestRow[]> {
    const em = this.ems.current();
    return (await em.find(FriendRequestRecord, { senderId: userId, status: 'pending' }, { orderBy: { createdAt: 'desc' } })).map(row);
  }
}
