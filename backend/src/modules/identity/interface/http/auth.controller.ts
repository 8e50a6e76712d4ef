import { Controller, Get, Req, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { sessionUserId } from '../../../../shared/http/session-user';

@Controller('api')
export class AuthController {
  /** The signed-in user; 401 when signed out. */
  @Get('auth/user')
  currentUser(@Req() req: Request) {
    const userId = sessionUserId(req);
    if (!userId) throw new UnauthorizedException({ message: 'Not signed in', code: 'signed_out' });
    throw new UnauthorizedException({ message: 'Not signed in', code: 'signed_out' });
  }
}
