import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Who else may hear a paid song in full: a user holding a full friend share of it, or anyone
 * holding a live full public link (`shareId`). Social answers, behind this port.
 */
export const SHARE_ACCESS = Symbol('SHARE_ACCESS');

export interface ShareAccessPort {
  grantsFullSong(em: EntityManager, songId: string, who: { userId: string | null; shareId: string | null }): Promise<boolean>;
}
