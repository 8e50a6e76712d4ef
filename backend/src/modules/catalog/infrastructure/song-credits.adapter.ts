import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { spendCredit } from '../../checkout/public';
import { SongCredits } from '../application/ports/song-credits.port';

/** Checkout's credit ledger, as the catalog's song-credits port (joins the open unit of work). */
@Injectable()
export class CheckoutSongCredits extends SongCredits {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async spendFor(userId: string, songId: string): Promise<void> {
    await spendCredit(this.ems.current(), { userId, reason: 'song_generation', idempotencyKey: `catalog.song:${songId}` });
  }
}
