import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { socialErrors } from '../../../domain/social.errors';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { MarkSharedSongReadCommand } from './mark-shared-song-read.command';

/** The recipient marks a shared song read (again is fine); another user's share is a 404. */
@CommandHandler(MarkSharedSongReadCommand)
export class MarkSharedSongReadHandler implements ICommandHandler<MarkSharedSongReadCommand> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
  ) {}

  async execute({ userId, sharedSongId }: MarkSharedSongReadCommand): Promise<void> {
    if (!(await this.shares.markRead(sharedSongId, userId))) throw socialErrors.sharedSongNotFound();
  }
}
