import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { SendInvitationCommand } from '../../application/commands/send-invitation/send-invitation.command';
import { AffiliateInvitationDto, InvitationDto } from './dto/social.dto';

/** Email invitations in Friend Mode and Affiliate Mode. */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@Controller('api/referrals')
@UseGuards(SignedInGuard)
export class InvitationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('send-invitation')
  @HttpCode(200)
  invite(@CurrentUserId() userId: string, @Body() body: InvitationDto, @Req() req: Request): Promise<Schema<'InvitationSent'>> {
    return this.commands.execute(new SendInvitationCommand(userId, body.recipientEmail, 'friend', clientIp(req)));
  }

  @Post('send-affiliate-invitation')
  @HttpCode(200)
  inviteAsAffiliate(@CurrentUserId() userId: string, @Body() body: AffiliateInvitationDto, @Req() req: Request): Promise<Schema<'InvitationSent'>> {
    return this.commands.execute(new SendInvitationCommand(userId, body.recipientEmail, 'affiliate', clientIp(req), body.paypalEmail));
  }
}
