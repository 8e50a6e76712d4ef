import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GuestCookie } from '../../../../shared/http/guest-cookie';
import { sessionUserId } from '../../../../shared/http/session-user';
import type { Buyer } from '../../application/buyer';

/** Who is paying: the session's user and the verified guest cookie (shared kernel). */
@Injectable()
export class BuyerResolver {
  constructor(private readonly guestCookie: GuestCookie) {}

  resolve(req: Request): Buyer {
    return { userId: sessionUserId(req), guestId: this.guestCookie.read(req) };
  }

  /**
   * As resolve(), issuing a guest cookie to a first-time guest: someone who opens a share link and
   * buys at once has made no other call that would give them one, and their order must be theirs
   * for the approval and capture that follow.
   */
  resolveOrIssue(req: Request, res: Response): Buyer {
    const userId = sessionUserId(req);
    return { userId, guestId: userId ? this.guestCookie.read(req) : this.guestCookie.ensure(req, res) };
  }
}
