import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../../shared/config';
import { SpendCreditCommand } from '../../../../checkout/public';
import { parsePronunciations } from '../../../domain/name-pronunciation';
import { parseNames } from '../../../domain/song-names';
import { songTitle } from '../../../domain/song-title';
import { Song, songLyrics } from '../../../domain/song';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { GuestAllowance } from '../../guest-allowance';
import { toSongView } from '../../song-view';
import { CreateSongCommand, type CreateSongInput, type SongCreator } from './create-song.command';

const optionalName = (value: string | null | undefined) => (value?.trim() ? value.trim().slice(0, 40) : null);

/**
 * Creates the unpaid song record the music is rendered into, spending one sample in the same
 * transaction: nothing is spent when the song is not created, and no song exists without a spend.
 */
@CommandHandler(CreateSongCommand)
export class CreateSongHandler implements ICommandHandler<CreateSongCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
    private readonly guests: GuestAllowance,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async execute({ input, creator, viewer }: CreateSongCommand): Promise<Schema<'CreatedSong'>> {
    const { song, guestSamplesLeft } = await this.create(this.em, input, creator);
    return { id: song.id, title: song.title, song: toSongView(song, [], viewer), guestSamplesLeft };
  }

  private async create(em: EntityManager, command: CreateSongInput, creator: SongCreator): Promise<{ song: Song; guestSamplesLeft: number | null }> {
    const names = parseNames(command.names);
    const pronunciations = parsePronunciations(command.pronunciations, names);
    const lyrics = songLyrics(command.lyrics);

    const created = await em.transactional(async (tx) => {
      const number = (await this.songs.highestNumber(tx, this.config.PRODUCT_NAME, creator)) + 1;
      const song = Song.write(
        {
          userId: creator.userId,
          guestId: creator.guestId,
          title: songTitle(this.config.PRODUCT_NAME, number, names[0]!),
          names,
          lyrics,
          danceMoves: command.danceMoves ?? null,
          pronunciations: pronunciations.length > 0 ? pronunciations : null,
          style: command.style,
          vocalGender: command.vocalGender ?? 'male',
          isBirthday: command.isBirthday ?? false,
          birthdayPerson: command.isBirthday ? optionalName(command.birthdayPerson) : null,
          isWedding: command.isWedding ?? false,
          bride: command.isWedding ? optionalName(command.bride) : null,
          groom: command.isWedding ? optionalName(command.groom) : null,
        },
        new Date(),
        this.config.SONG_EXPIRY_HOURS,
      );
      this.songs.save(tx, song);
      let guestSamplesLeft: number | null = null;
      if (creator.userId !== null) {
        // Joins this transaction: the bus runs checkout's handler in the same async context.
        await this.commands.execute(new SpendCreditCommand(creator.userId, 'song_generation', `catalog.song:${song.id}`));
      } else {
        guestSamplesLeft = await this.guests.spend(tx, creator.guestId, creator.ip, song.id);
      }
      await tx.flush();
      return { song, guestSamplesLeft };
    });
    // The owner's cached song lists do not have it yet.
    this.reads.invalidateLists();
    return created;
  }
}
