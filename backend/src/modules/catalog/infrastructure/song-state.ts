import type { SongState } from '../domain/song';
import type { Song } from './entities/song.entity';
import { toSnapshot, type Row } from './song-read-cache';

/** The aggregate's state read off its row (the row keeps `updatedAt`, which the domain does not need). */
export function songState(row: Song): SongState {
  return {
    id: row.id,
    userId: row.userId,
    guestId: row.guestId,
    title: row.title,
    names: row.names,
    lyrics: row.lyrics,
    danceMoves: row.danceMoves,
    pronunciations: row.pronunciations,
    style: row.style,
    vocalGender: row.vocalGender,
    isBirthday: row.isBirthday,
    birthdayPerson: row.birthdayPerson,
    isWedding: row.isWedding,
    bride: row.bride,
    groom: row.groom,
    taskId: row.taskId,
    status: row.status,
    progress: row.progress,
    failureReason: row.failureReason,
    isPaid: row.isPaid,
    paymentId: row.paymentId,
    expiresAt: row.expiresAt,
    isShared: row.isShared,
    createdAt: row.createdAt,
  };
}

/** A `catalog.songs` row as plain SQL answers it (`select *`): the read cache's columns and two more. */
export type SongTableRow = Omit<Row, 'tracks'> & { pronunciations: SongState['pronunciations']; payment_id: string | null };

/** The aggregate's state read off a plain SQL row (the facade's statements run in another context's transaction). */
export function songStateOfRow(row: SongTableRow): SongState {
  return { ...toSnapshot({ ...row, tracks: [] }).song, pronunciations: row.pronunciations, paymentId: row.payment_id };
}
