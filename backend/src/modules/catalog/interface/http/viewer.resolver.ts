import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { sessionUserId } from '../../../../shared/http/session-user';
import type { Viewer } from '../../domain/song-access';
import { ClaimGuestSongsCommand } from '../../application/commands/claim-guest-songs/claim-guest-songs.command';
import { GuestCookie } from '../../../../shared/http/guest-cookie';

/**
 * Who is calling. A signed-in request that still carries a guest cookie claims that guest's songs
 * for the account (the guest just registered or signed in) and drops the cookie.
 */
@Injectable()
export class ViewerResolver {
  constructor(
    private readonly guestCookie: GuestCookie,
    private readonly commands: CommandBus,
  ) {}

  async resolve(req: Request, res: Response): Promise<Viewer> {
    const userId = sessionUserId(req);
    const guestId = this.guestCookie.read(req);
    if (userId && guestId) {
      await this.commands.execute(new ClaimGuestSongsCommand(guestId, userId));
      this.guestCookie.clear(res);
      return { userId, guestId: null };
    }
    return { userId, guestId };
  }

  /** As resolve(), issuing a guest cookie to a first-time guest. */
  async resolveOrIssue(req: Request, res: Response): Promise<Viewer> {
    const viewer = await this.resolve(req, res);
    if (viewer.userId || viewer.guestId) return viewer;
    return { userId: null, guestId: this.guestCookie.ensure(req, res) };
  }
}

/** The caller's IP address (Express applies TRUST_PROXY). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
