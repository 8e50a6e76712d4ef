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

/** A `catalog.songs` row as plain SQL answers it (`select *`). */
export interface SongTableRow {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  title: string;
  names: string[];
  lyrics: string;
  dance_moves: SongState['danceMoves'];
  pronunciations: SongState['pronunciations'];
  style: string;
  vocal_gender: string;
  is_birthday: boolean;
  birthday_person: string | null;
  is_wedding: boolean;
  bride: string | null;
  groom: string | null;
  task_id: string | null;
  status: SongState['status'];
  progress: number;
  failure_reason: string | null;
  is_paid: boolean;
  payment_id: string | null;
  expires_at: Date | string | null;
  is_shared: boolean;
  created_at: Date | string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The aggregate's state read off a plain SQL row (the facade's statements run in another context's transaction). */
export function songStateOfRow(row: SongTableRow): SongState {
  return {
    id: row.id,
    userId: row.user_id,
    guestId: row.guest_id,
    title: row.title,
    names: row.names,
    lyrics: row.lyrics,
    danceMoves: row.dance_moves,
    pronunciations: row.pronunciations,
    style: row.style,
    vocalGender: row.vocal_gender,
    isBirthday: row.is_birthday,
    birthdayPerson: row.birthday_person,
    isWedding: row.is_wedding,
    bride: row.bride,
    groom: row.groom,
    taskId: row.task_id,
    status: row.status,
    progress: row.progress,
    failureReason: row.failure_reason,
    isPaid: row.is_paid,
    paymentId: row.payment_id,
    expiresAt: row.expires_at === null ? null : asDate(row.expires_at),
    isShared: row.is_shared,
    createdAt: asDate(row.created_at),
  };
}
