import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { listPaging, nextCursorOf } from '../../../domain/paging';
import { adminUserViews } from '../../admin-views';
import { BOOKS, SONG_STATS, USER_ACCOUNTS, type Books, type SongStats, type UserAccounts } from '../../ports/admin-reads.port';
import { ListAdminUsersQuery } from './list-users.query';

@QueryHandler(ListAdminUsersQuery)
export class ListAdminUsersHandler implements IQueryHandler<ListAdminUsersQuery> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly users: UserAccounts,
    @Inject(SONG_STATS) private readonly songs: SongStats,
    @Inject(BOOKS) private readonly books: Books,
  ) {}

  async execute({ search, request }: ListAdminUsersQuery): Promise<Schema<'AdminUserPage'>> {
    const p = listPaging(request);
    const found = await this.users.searchActive({ search: search?.trim().slice(0, 100) || null, limit: p.limit + 1, offset: p.offset, after: p.after });
    const users = await adminUserViews(found.users.slice(0, p.limit), this.songs, this.books);
    return { users, total: found.total, page: p.page, pageSize: p.pageSize, nextCursor: nextCursorOf(found.users, p.limit, (u) => u) };
  }
}
