import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isLinkValid } from '../../../domain/public-share';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { HoldsFullShareQuery } from './holds-full-share.query';

/**
 * A full friend share counts while it stands (domain/share-kind.ts: made by the song's owner, or
 * bought); a full public link while it is live, made by the owner, and its sharer's account is active.
 */
@QueryHandler(HoldsFullShareQuery)
export class HoldsFullShareHandler implements IQueryHandler<HoldsFullShareQuery> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ songId, who, ownerUserId }: HoldsFullShareQuery): Promise<boolean> {
    if (who.userId && (await this.shares.holdsStandingFullShare(songId, who.userId, ownerUserId))) return true;
    if (!who.shareId || !ownerUserId) return false;
    const link = await this.shares.findLink(who.shareId);
    if (!link || link.songId !== songId || link.shareType !== 'full' || link.sharedByUserId !== ownerUserId || !isLinkValid(link, new Date())) return false;
    return (await this.accounts.byId(link.sharedByUserId))?.isActive === true;
  }
}
