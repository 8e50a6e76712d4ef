import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { shareLinkExpiry } from '../../../domain/public-share';
import { shareKindFor } from '../../../domain/share-kind';
import { socialErrors } from '../../../domain/social.errors';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
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
      const [song] = await this.catalog.songs([command.songId]);
      if (!song) throw socialErrors.songNotFound();
      const shareType = shareKindFor(song, command.sharerId, command.shareType);
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
