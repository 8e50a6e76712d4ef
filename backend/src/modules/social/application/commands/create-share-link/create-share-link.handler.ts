import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { shareLinkExpiry } from '../../../domain/public-share';
import { shareKindFor } from '../../../domain/share-kind';
import { socialErrors } from '../../../domain/social.errors';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { CreateShareLinkCommand } from './create-share-link.command';

/** A public `/shared/{id}` link to one of the sharer's songs, valid 6 months. */
@CommandHandler(CreateShareLinkCommand)
export class CreateShareLinkHandler implements ICommandHandler<CreateShareLinkCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
  ) {}

  async execute(command: CreateShareLinkCommand): Promise<Schema<'ShareLink'>> {
    return this.orm.em.fork().transactional(async (em) => {
      const [song] = await this.catalog.songs(em, [command.songId]);
      if (!song) throw socialErrors.songNotFound();
      const shareType = shareKindFor(song, command.sharerId, command.shareType);
      const link = await this.shares.createLink(em, { songId: song.id, sharedByUserId: command.sharerId, shareType, expiresAt: shareLinkExpiry(new Date()) });
      return {
        shareId: link.id,
        shareUrl: `${command.origin.replace(/\/$/, '')}/shared/${link.id}`,
        shareType,
        expiresAt: link.expiresAt.toISOString(),
      };
    });
  }
}
