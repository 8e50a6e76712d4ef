import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { ShareKind } from '../../../domain/share-kind';

export class CreateShareLinkCommand extends Command<Schema<'ShareLink'>> {
  constructor(
    readonly sharerId: string,
    readonly songId: string,
    readonly shareType: ShareKind | undefined,
    /** The site's origin, for the absolute shareUrl. */
    readonly origin: string,
  ) {
    super();
  }
}
