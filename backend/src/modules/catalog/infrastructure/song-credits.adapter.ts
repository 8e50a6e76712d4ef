import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SpendCreditCommand } from '../../checkout/public';
import { SongCredits } from '../application/ports/song-credits.port';

/** Checkout's SpendCreditCommand, as the catalog's song-credits port (the bus call joins the open unit of work). */
@Injectable()
export class CheckoutSongCredits extends SongCredits {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async spendFor(userId: string, songId: string): Promise<void> {
    await this.commands.execute(new SpendCreditCommand(userId, 'song_generation', `catalog.song:${songId}`));
  }
}
