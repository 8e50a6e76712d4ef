import { Command } from '@nestjs/cqrs';
import type { Buyer } from '../../buyer';
import type { UserStatus } from '../capture-order/complete-capture';

export interface FreeSongDownloadRequest {
  songId: string;
  voucherCode?: string;
  /** A guest's details; a signed-in user's come from the account. */
  userEmail?: string;
  firstName?: string;
}

export interface FreeSongDownloadResult {
  userStatus: UserStatus;
  message: string;
  /** A guest whose account was just made: the controller signs them in. */
  signInUserId: string | null;
}

/** POST /api/free-song-download: a song the voucher makes free, bought once. */
export class FreeSongDownloadCommand extends Command<FreeSongDownloadResult> {
  constructor(
    readonly request: FreeSongDownloadRequest,
    readonly buyer: Buyer,
  ) {
    super();
  }
}

