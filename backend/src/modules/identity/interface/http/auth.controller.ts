import { Controller, Get, Req, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

@Controller('api')
export class AuthController {
  /** The signed-in user; 401 when signed out. */
  @Get('auth/user')
  currentUser(@Req() req: Request) {
    const userId = (req.session as { userId?: string } | undefined)?.userId;
    if (!userId) throw new UnauthorizedException({ message: 'Not signed in', code: 'signed_out' });
    throw new UnauthorizedException({ message: 'Not signed in', code: 'signed_out' });
  }
}
