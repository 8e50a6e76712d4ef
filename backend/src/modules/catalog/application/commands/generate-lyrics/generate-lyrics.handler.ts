import { randomInt } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidSongInputError } from '../../../domain/catalog.errors';
import { parseNames } from '../../../domain/song-names';
import { InvalidNameError } from '../../../domain/song-engine.errors';
import type { SongStyle } from '../../../domain/song-engine.types';
import { LyricsWriter, type ComposedLyrics } from '../../ports/song-engine.port';

export interface GenerateLyricsInput {
  names: readonly string[];
  style: SongStyle;
  isBirthday?: boolean;
  birthdayPerson?: string | null;
  isWedding?: boolean;
  bride?: string | null;
  groom?: string | null;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** Lyrics and dance moves for the names; each request gets fresh lyrics (a new seed). */
export class GenerateLyricsCommand extends Command<ComposedLyrics> {
  constructor(readonly input: GenerateLyricsInput) {
    super();
  }
}

@CommandHandler(GenerateLyricsCommand)
export class GenerateLyricsHandler implements ICommandHandler<GenerateLyricsCommand> {
  constructor(private readonly writer: LyricsWriter) {}

  async execute({ input: command }: GenerateLyricsCommand): Promise<ComposedLyrics> {
    const names = parseNames(command.names);
    const event = command.isWedding
      ? { kind: 'wedding' as const, bride: clean(command.bride), groom: clean(command.groom) }
      : command.isBirthday
        ? { kind: 'birthday' as const, birthdayPerson: clean(command.birthdayPerson) }
        : { kind: 'party' as const };
    try {
      return await this.writer.write({ names, style: command.style, event, seed: randomInt(0, 2 ** 31) });
    } catch (error) {
      // The engine's name rules (say, a made-up word it will not sing) are the visitor's input: 400, its message.
      if (error instanceof InvalidNameError) throw new InvalidSongInputError(error.message, 'invalid_name');
      throw error;
    }
  }
}
