import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { averageRevenuePerUser } from '../../../domain/admin-rules';
import { adminSongView, adminUserViews } from '../../admin-views';
import { BOOKS, SONG_STATS, USER_ACCOUNTS, type Books, type SongStats, type UserAccounts } from '../../ports/admin-reads.port';
import { GetAdminDashboardQuery } from './get-dashboard.query';

export const DASHBOARD_MONTHS = 6;
const RECENT = 10;

/** Totals, the last 6 months of income, the newest songs and users. */
@QueryHandler(GetAdminDashboardQuery)
export class GetAdminDashboardHandler implements IQueryHandler<GetAdminDashboardQuery> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly users: UserAccounts,
    @Inject(SONG_STATS) private readonly songs: SongStats,
    @Inject(BOOKS) private readonly books: Books,
  ) {}

  async execute(): Promise<Schema<'AdminDashboard'>> {
    const [totalUsers, songTotals, totalIncome, monthlyIncome, recent, newest] = await Promise.all([
      this.users.countActive(),
      this.songs.totals(),
      this.books.totalIncome(),
      this.books.monthlyIncome(DASHBOARD_MONTHS),
      this.songs.recent(RECENT),
      this.users.searchActive({ search: null, limit: RECENT, offset: 0 }),
    ]);
    const owners = new Map((await this.users.findMany(recent.flatMap((s) => (s.userId ? [s.userId] : [])))).map((u) => [u.id, u.email]));
    return {
      stats: { totalUsers, ...songTotals, totalIncome, averageRevenuePerUser: averageRevenuePerUser(totalIncome, totalUsers) },
      monthlyIncome,
      recentSongs: recent.map((s) => adminSongView(s, s.userId ? owners.get(s.userId) ?? null : null)),
      users: await adminUserViews(newest.users, this.songs, this.books),
    };
  }
}
