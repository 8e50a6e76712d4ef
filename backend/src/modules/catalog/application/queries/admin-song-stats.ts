import type { EntityManager } from '@mikro-orm/postgresql';

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

/** Songs that exist now (unpaid ones expire) and how many of them are paid. */
export async function songTotals(em: EntityManager): Promise<{ totalSongs: number; paidSongs: number }> {
  const [row] = await em.execute<{ total: string; paid: string }[]>('select count(*) as total, count(*) filter (where is_paid) as paid from catalog.songs');
  return { totalSongs: Number(row?.total ?? 0), paidSongs: Number(row?.paid ?? 0) };
}

export async function recentSongs(em: EntityManager, limit: number): Promise<AdminSongRow[]> {
  const rows = await em.execute<{ id: string; title: string; names: string[]; style: string; status: AdminSongRow['status']; is_paid: boolean; user_id: string | null; created_at: Date }[]>(
    'select id, title, names, style, status, is_paid, user_id, created_at from catalog.songs order by created_at desc, id limit ?',
    [limit],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, names: r.names, style: r.style, status: r.status, isPaid: r.is_paid, userId: r.user_id, createdAt: new Date(r.created_at) }));
}

/** Songs and paid songs per owner. */
export async function songCountsByUser(em: EntityManager, userIds: string[]): Promise<Map<string, { songCount: number; paidSongs: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.execute<{ user_id: string; total: string; paid: string }[]>(
    'select user_id, count(*) as total, count(*) filter (where is_paid) as paid from catalog.songs where user_id in (?) group by user_id',
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, { songCount: Number(r.total), paidSongs: Number(r.paid) }]));
}
