import { Injectable } from '@nestjs/common';
import { InvalidSongInputError } from '../domain/catalog.errors';
import { NameSinger, type NameToSing, type SungNameClip } from '../application/ports/name-singer.port';
import { InvalidNameError, InvalidRenderRequestError, singNameInWorker } from '@boogy/engine';

/** The local engine's voice sings the name in a worker thread of its own (never behind a song's render). */
@Injectable()
export class LocalNameSinger extends NameSinger {
  async sing(request: NameToSing): Promise<SungNameClip> {
    try {
      const sung = await singNameInWorker(request);
      return { mp3: sung.mp3, durationSec: sung.durationSec };
    } catch (error) {
      if (error instanceof InvalidNameError) throw new InvalidSongInputError(error.message, 'invalid_name');
      if (error instanceof InvalidRenderRequestError) throw new InvalidSongInputError(error.message, 'invalid_pronunciation');
      throw error;
    }
  }
}
