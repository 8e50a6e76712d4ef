import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
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
}
