import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InvalidSongInputError } from '../../../domain/catalog.errors';
import { soundsLikeProblem } from '../../../domain/name-pronunciation';
import { parseNames } from '../../../domain/song-names';
import { NameSinger, type SungNameClip } from '../../ports/name-singer.port';
import { PronounceNameQuery } from './pronounce-name.query';

@QueryHandler(PronounceNameQuery)
export class PronounceNameHandler implements IQueryHandler<PronounceNameQuery> {
  constructor(private readonly singer: NameSinger) {}

  execute({ request }: PronounceNameQuery): Promise<SungNameClip> {
    const [name] = parseNames([request.name]);
    if (request.name.includes(',')) throw new InvalidSongInputError('Invalid Name: hear one name at a time.', 'invalid_name');
    const soundsLike = request.soundsLike?.trim() || undefined;
    const problem = soundsLike === undefined ? null : soundsLikeProblem(soundsLike);
    if (problem) throw new InvalidSongInputError(problem, 'invalid_pronunciation');
    return this.singer.sing({ name: name!, soundsLike, voice: request.voice });
  }
}
