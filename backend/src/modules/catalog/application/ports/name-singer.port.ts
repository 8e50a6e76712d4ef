/** What the catalog needs to let a visitor hear a name before the song is made. */
export type SingingVoice = 'female' | 'male';

export interface NameToSing {
  name: string;
  /** The user's "sounds like" spelling; without one the voice's default spelling is used. */
  soundsLike?: string;
  voice: SingingVoice;
}

export interface SungNameClip {
  /** A short MP3 (audio/mpeg) of the voice singing the name. */
  mp3: Buffer;
  durationSec: number;
}

/**
 * Sings one name the way the song's voice will. Implementations: the local engine (a worker
 * thread of its own). Invalid names or spellings reject with InvalidSongInputError.
 */
export abstract class NameSinger {
  abstract sing(request: NameToSing): Promise<SungNameClip>;
}
