import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { SongStats } from '../application/ports/song-stats.port';
import type { AdminSongRow, SongTotals, UserSongCounts } from '../application/queries/admin-song-stats/admin-song-stats.queries';

/** The admin dashboard's song counts, in SQL over catalog.songs. */
@Injectable()
export class PgSongStats extends SongStats {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async totals(): Promise<SongTotals> {
    const [row] = await this.ems.current().execute<{ total: string; paid: string }[]>('select count(*) as total, count(*) filter (where is_paid) as paid from catalog.songs');
    return { totalSongs: Number(row?.total ?? 0), paidSongs: Number(row?.paid ?? 0) };
  }

  async recent(limit: number): Promise<AdminSongRow[]> {
    const rows = await this.ems.current().execute<{ id: string; title: string; names: string[]; style: string; status: AdminSongRow['status']; is_paid: boolean; user_id: string | null; created_at: Date }[]>(
      'select id, title, names, style, status, is_paid, user_id, created_at from catalog.songs order by created_at desc, id limit ?',
      [limit],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, names: r.names, style: r.style, status: r.status, isPaid: r.is_paid, userId: r.user_id, createdAt: new Date(r.created_at) }));
  }

  async countsByUser(userIds: readonly string[]): Promise<Map<string, UserSongCounts>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.ems.current().execute<{ user_id: string; total: string; paid: string }[]>(
      'select user_id, count(*) as total, count(*) filter (where is_paid) as paid from catalog.songs where user_id in (?) group by user_id',
      [[...userIds]],
    );
    return new Map(rows.map((r) => [r.user_id, { songCount: Number(r.total), paidSongs: Number(r.paid) }]));
  }
}
