import type { AdminSongRow, SongTotals, UserSongCounts } from '../queries/admin-song-stats/admin-song-stats.queries';

/** Counts over all songs, for the admin dashboard (a read model: plain rows, no aggregate). */
export abstract class SongStats {
  abstract totals(): Promise<SongTotals>;
  abstract recent(limit: number): Promise<AdminSongRow[]>;
  abstract countsByUser(userIds: readonly string[]): Promise<Map<string, UserSongCounts>>;
}
