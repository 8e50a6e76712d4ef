import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { sessionUserId } from '../../../../shared/http/session-user';
import { GuestCookie } from '../../../catalog/public';
import type { Buyer } from '../../application/buyer';

/** Who is paying: the session's user and the catalog's verified guest cookie. */
@Injectable()
export class BuyerResolver implements OnModuleInit {
  private guestCookie!: GuestCookie;

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    // The catalog's own instance: it holds the key the guest cookie is signed with.
    this.guestCookie = this.moduleRef.get(GuestCookie, { strict: false });
  }

  resolve(req: Request): Buyer {
    return { userId: sessionUserId(req), guestId: this.guestCookie.read(req) };
  }
}
