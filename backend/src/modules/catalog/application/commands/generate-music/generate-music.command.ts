import type { NamePronunciation } from '../../../domain/name-pronunciation';

import { Command } from '@nestjs/cqrs';
import type { Viewer } from '../../../domain/song-access';

export interface GenerateMusicInput {
  songId: string;
  /** The edited lyrics; stored on the song before rendering. */
  lyrics?: string;
  vocalGender?: string;
  style?: string;
  /** Replaces the song's "sounds like" spellings when given. */
  pronunciations?: NamePronunciation[];
}

/** POST /api/generate-music: queue the render of the caller's song. */
export class GenerateMusicCommand extends Command<{ taskId: string; songId: string }> {
  constructor(
    readonly input: GenerateMusicInput,
    readonly viewer: Viewer,
  ) {
    super();
  }
}
