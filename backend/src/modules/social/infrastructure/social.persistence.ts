import type { MigrationObject } from '@mikro-orm/core';
import { FriendRequestRecord } from './entities/friend-request.entity';
import { FriendShare } from './entities/friend-share.entity';
import { Friendship } from './entities/friendship.entity';
import { Invitation } from './entities/invitation.entity';
import { PublicShare } from './entities/public-share.entity';
import { Migration20261122140000Social } from './migrations/20261122140000-social.migration';
import { Migration20261126161000SocialBoughtShares } from './migrations/20261126161000-social-bought-shares.migration';

/** The social context's tables and migrations, registered once in persistence.registry.ts. */
export const SOCIAL_ENTITIES = [FriendRequestRecord, Friendship, FriendShare, PublicShare, Invitation];

export const SOCIAL_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122140000Social', class: Migration20261122140000Social },
  { name: 'Migration20261126161000SocialBoughtShares', class: Migration20261126161000SocialBoughtShares },
];
