import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { holdsFullShare } from '../../social/public';
import type { ShareAccessPort } from '../application/ports/share-access.port';

/** Social's public facade, as the catalog's share-access port. */
@Injectable()
export class SocialShareAccessAdapter implements ShareAccessPort {
  grantsFullSong(em: EntityManager, songId: string, who: { userId: string | null; shareId: string | null }): Promise<boolean> {
    return holdsFullShare(em, songId, who);
  }
}
