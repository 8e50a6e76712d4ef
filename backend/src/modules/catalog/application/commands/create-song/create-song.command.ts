import type { StoredDanceMove } from '../../ports/song-store.port';
import type { NamePronunciation } from '../../../domain/name-pronunciation';

import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { Viewer } from '../../../domain/song-access';

export interface CreateSongInput {
  names: readonly string[];
  lyrics: string;
  danceMoves?: StoredDanceMove[];
  /** "Sounds like" spellings for some of the names. */
  pronunciations?: NamePronunciation[];
  style: string;
  vocalGender?: string;
  isBirthday?: boolean;
  birthdayPerson?: string | null;
  isWedding?: boolean;
  bride?: string | null;
  groom?: string | null;
}

/** Who creates it: a signed-in user spends a credit; a guest (cookie id + IP) spends a free sample. */
export type SongCreator = { userId: string; guestId: null; ip: string } | { userId: null; guestId: string; ip: string };

/** POST /api/songs: the unpaid song the music is rendered into, one credit or free sample spent. */
export class CreateSongCommand extends Command<Schema<'CreatedSong'>> {
  constructor(
    readonly input: CreateSongInput,
    readonly creator: SongCreator,
    readonly viewer: Viewer,
  ) {
    super();
  }
}
