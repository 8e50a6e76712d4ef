import { Query } from '@nestjs/cqrs';

/**
 * The catalog's paywall asks: does this user hold a standing full share of the song, or is `shareId`
 * a live full public link of it? `ownerUserId` is the song's owner now (shares its former owner made
 * no longer stand; a share someone paid for always does).
 */
export class HoldsFullShareQuery extends Query<boolean> {
  constructor(
    readonly songId: string,
    readonly who: { userId: string | null; shareId: string | null },
    readonly ownerUserId: string | null,
  ) {
    super();
  }
}
