import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { shareLinkExpiry } from '../../../domain/public-share';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { songToShare } from '../../song-to-share';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { CreateShareLinkCommand } from './create-share-link.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** A public `/shared/{id}` link to one of the sharer's songs, valid 6 months. */
@CommandHandler(CreateShareLinkCommand)
export class CreateShareLinkHandler implements ICommandHandler<CreateShareLinkCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
  ) {}

  async execute(command: CreateShareLinkCommand): Promise<Schema<'ShareLink'>> {
    return this.uow.run(async () => {
      const { song, shareType } = await songToShare(this.catalog, command);
      const link = await this.shares.createLink({ songId: song.id, sharedByUserId: command.sharerId, shareType, expiresAt: shareLinkExpiry(new Date()) });
      return {
        shareId: link.id,
        shareUrl: `${command.origin.replace(/\/$/, '')}/shared/${link.id}`,
        shareType,
        expiresAt: link.expiresAt.toISOString(),
      };
    });
  }
}
