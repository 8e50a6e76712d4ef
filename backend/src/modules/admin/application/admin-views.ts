import type { Schema } from '@boogy/contracts';
import type { AccountRecord, SongRecord } from './ports/admin-reads.port';
import type { Books, SongStats } from './ports/admin-reads.port';

export type AdminUserView = Schema<'AdminUser'>;
export type AdminSongView = Schema<'AdminSong'>;

/** Users with their songs, spending and credits, each fact from the context that owns it. */
export async function adminUserViews(accounts: AccountRecord[], songs: SongStats, books: Books): Promise<AdminUserView[]> {
  const ids = accounts.map((a) => a.id);
  const [counts, spending, credits] = await Promise.all([songs.countsByUser(ids), books.spendingByUser(ids), books.creditBalances(ids)]);
  return accounts.map((a) => ({
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    songCount: counts.get(a.id)?.songCount ?? 0,
    paidSongs: counts.get(a.id)?.paidSongs ?? 0,
    totalSpent: spending.get(a.id) ?? 0,
    previewCredits: credits.get(a.id) ?? 0,
    isAdmin: a.isAdmin,
    createdAt: a.createdAt.toISOString(),
  }));
}

export function adminSongView(song: SongRecord, ownerEmail: string | null): AdminSongView {
  return { ...song, ownerEmail, createdAt: song.createdAt.toISOString() };
}
