import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { paging } from '../../../domain/paging';
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

  async execute({ search, page, pageSize }: ListAdminUsersQuery): Promise<Schema<'AdminUserPage'>> {
    const p = paging(page, pageSize);
    const found = await this.users.searchActive({ search: search?.trim().slice(0, 100) || null, limit: p.limit, offset: p.offset });
    return { users: await adminUserViews(found.users, this.songs, this.books), total: found.total, page: p.page, pageSize: p.pageSize };
  }
}
