import { Query } from '@nestjs/cqrs';
import type { NameToSing, SungNameClip } from '../../ports/name-singer.port';

/** "Hear it": the voice singing one name (with the user's "sounds like" spelling when given). */
export class PronounceNameQuery extends Query<SungNameClip> {
  constructor(readonly request: NameToSing) {
    super();
  }
}
