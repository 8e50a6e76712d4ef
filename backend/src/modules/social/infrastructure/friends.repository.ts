import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { FriendRequestStatus } from '../domain/friend-request';
import { socialErrors } from '../domain/social.errors';
import type { FriendRequestRow, FriendsRepository } from '../application/ports/social.repositories';
import { FriendRequestRecord } from './entities/friend-request.entity';
import { Friendship } from './entities/friendship.entity';
import { isUuid } from './uuid';

const row = (r: FriendRequestRecord): FriendRequestRow => ({ id: r.id, senderId: r.senderId, receiverId: r.receiverId, status: r.status, message: r.message, createdAt: r.createdAt });

@Injectable()
export class MikroFriendsRepository implements FriendsRepository {
  async areFriends(em: EntityManager, userId: string, otherId: string): Promise<boolean> {
    return (await em.count(Friendship, { userId, friendId: otherId })) > 0;
  }

  async pendingBetween(em: EntityManager, userId: string, otherId: string): Promise<boolean> {
    const count = await em.count(FriendRequestRecord, {
      status: 'pending',
      $or: [{ senderId: userId, receiverId: otherId }, { senderId: otherId, receiverId: userId }],
    });
    return count > 0;
  }

  async createRequest(em: EntityManager, request: { senderId: string; receiverId: string; message: string | null }): Promise<FriendRequestRow> {
    const record = em.create(FriendRequestRecord, { senderId: request.senderId, receiverId: request.receiverId, message: request.message });
    try {
      await em.persist(record).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw socialErrors.requestPending();
      throw error;
    }
    return row(record);
  }

  async lockRequest(em: EntityManager, id: string): Promise<FriendRequestRow | null> {
    if (!isUuid(id)) return null;
    const record = await em.findOne(FriendRequestRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return record ? row(record) : null;
  }

  async setRequestStatus(em: EntityManager, id: string, status: FriendRequestStatus): Promise<void> {
    await em.nativeUpdate(FriendRequestRecord, { id }, { status, updatedAt: new Date() });
  }

  async befriend(em: EntityManager, userId: string, friendId: string): Promise<void> {
    await em.execute(
      `insert into social.friendships (id, user_id, friend_id) values (gen_random_uuid(), ?, ?), (gen_random_uuid(), ?, ?)
       on conflict (user_id, friend_id) do nothing`,
      [userId, friendId, friendId, userId],
    );
  }

  async unfriend(em: EntityManager, userId: string, friendId: string): Promise<boolean> {
    if (!isUuid(friendId)) return false;
    const removed = await em.nativeDelete(Friendship, { $or: [{ userId, friendId }, { userId: friendId, friendId: userId }] });
    return removed > 0;
  }

  async friendsOf(em: EntityManager, userId: string): Promise<{ friendId: string; since: Date }[]> {
    const rows = await em.find(Friendship, { userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map((f) => ({ friendId: f.friendId, since: f.createdAt }));
  }

  async pendingReceived(em: EntityManager, userId: string): Promise<FriendRequestRow[]> {
    return (await em.find(FriendRequestRecord, { receiverId: userId, status: 'pending' }, { orderBy: { createdAt: 'desc' } })).map(row);
  }

  async pendingSent(em: EntityManager, userId: string): Promise<FriendRequestRow[]> {
    return (await em.find(FriendRequestRecord, { senderId: userId, status: 'pending' }, { orderBy: { createdAt: 'desc' } })).map(row);
  }
}
