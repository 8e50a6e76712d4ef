import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SongStats } from '../../ports/song-stats.port';
import { CountSongsByUserQuery, GetSongTotalsQuery, ListRecentSongsQuery, type AdminSongRow, type SongTotals, type UserSongCounts } from './admin-song-stats.queries';

@QueryHandler(GetSongTotalsQuery)
export class GetSongTotalsHandler implements IQueryHandler<GetSongTotalsQuery> {
  constructor(private readonly stats: SongStats) {}

  execute(): Promise<SongTotals> {
    return this.stats.totals();
  }
}

@QueryHandler(ListRecentSongsQuery)
export class ListRecentSongsHandler implements IQueryHandler<ListRecentSongsQuery> {
  constructor(private readonly stats: SongStats) {}

  execute({ limit }: ListRecentSongsQuery): Promise<AdminSongRow[]> {
    return this.stats.recent(limit);
  }
}

@QueryHandler(CountSongsByUserQuery)
export class CountSongsByUserHandler implements IQueryHandler<CountSongsByUserQuery> {
  constructor(private readonly stats: SongStats) {}

  execute({ userIds }: CountSongsByUserQuery): Promise<Map<string, UserSongCounts>> {
    return this.stats.countsByUser(userIds);
  }
}

export const ADMIN_SONG_STATS_HANDLERS = [GetSongTotalsHandler, ListRecentSongsHandler, CountSongsByUserHandler];
