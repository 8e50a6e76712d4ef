import type { SongState } from '../domain/song';
import type { Song } from './entities/song.entity';

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
