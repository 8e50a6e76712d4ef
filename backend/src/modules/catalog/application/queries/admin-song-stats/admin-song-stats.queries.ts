import { Query } from '@nestjs/cqrs';

/** A song as the admin dashboard lists it. */
export interface AdminSongRow {
  id: string;
  title: string;
  names: string[];
  style: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  isPaid: boolean;
  userId: string | null;
  createdAt: Date;
}

export interface SongTotals {
  totalSongs: number;
  paidSongs: number;
}

export interface UserSongCounts {
  songCount: number;
  paidSongs: number;
}

/** Songs that exist now (unpaid ones expire) and how many of them are paid. */
export class GetSongTotalsQuery extends Query<SongTotals> {}

/** The newest songs, newest first. */
export class ListRecentSongsQuery extends Query<AdminSongRow[]> {
  constructor(readonly limit: number) {
    super();
  }
}

/** Songs and paid songs per owner (owners without songs are left out). */
export class CountSongsByUserQuery extends Query<Map<string, UserSongCounts>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
