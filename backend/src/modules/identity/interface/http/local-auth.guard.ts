import { BadRequestException, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { CommandBus } from '@nestjs/cqrs';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { VerifyCredentialsCommand } from '../../application/commands/verify-credentials/verify-credentials.command';
import type { UserAccount } from '../../domain/user-account';
import { LoginDto } from './dto/auth.dto';

/** Passport's local strategy: email + password → the user, or InvalidCredentialsError (401). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly commands: CommandBus) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  validate(email: string, password: string): Promise<UserAccount> {
    return this.commands.execute(new VerifyCredentialsCommand(email, password));
  }
}

/**
 * Runs the local strategy without Passport's own session handling (identity sets
 * `session.userId` itself, after regenerating the session). The body is validated first, so a
 * missing field gets the spec's message rather than Passport's "Missing credentials".
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, req.body ?? {}), { stopAtFirstError: true });
    const first = errors.flatMap((e) => Object.values(e.constraints ?? {}))[0];
    if (first) throw new BadRequestException({ message: first, code: 'validation_failed' });
    return (await super.canActivate(ctx)) as boolean;
  }
}
