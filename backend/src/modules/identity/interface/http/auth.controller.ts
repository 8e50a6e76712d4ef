import { Body, Controller, Get, HttpCode, Inject, Post, Query, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { sessionUserId } from '../../../../shared/http/session-user';
import { RegisterUserCommand } from '../../application/commands/register-user/register-user.command';
import { RequestPasswordResetCommand } from '../../application/commands/request-password-reset/request-password-reset.command';
import { RequestSignInLinkCommand } from '../../application/commands/request-sign-in-link/request-sign-in-link.command';
import { ResetPasswordCommand } from '../../application/commands/reset-password/reset-password.command';
import { SignInWithLinkCommand } from '../../application/commands/sign-in-with-link/sign-in-with-link.command';
import { SimpleRegisterCommand } from '../../application/commands/simple-register/simple-register.command';
import { GetCurrentUserQuery } from '../../application/queries/get-current-user/get-current-user.query';
import { PreviewSignInLinkQuery } from '../../application/queries/preview-sign-in-link/preview-sign-in-link.query';
import type { Registered } from '../../application/register-new-user';
import { displayName } from '../../domain/display-name';
import { SignInLinkExpiredError } from '../../domain/email-proof';
import { SignedOutError } from '../../domain/identity.errors';
import type { UserAccount } from '../../domain/user-account';
import { RateLimiter, RateLimitGuard } from '../../../../shared/http/rate-limit';
import { endSession, startSession } from '../../infrastructure/sessions';
import { RecordAccountTraceCommand } from '../../application/commands/record-account-trace/record-account-trace.command';
import { DeviceCookie } from './device-cookie';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto, SignInLinkDto, SimpleRegisterDto, SimpleSigninDto } from './dto/auth.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { loginKeysToClear, LoginThrottleGuard } from './login-throttle.guard';
import { RateLimited } from './rate-limits';

const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we've sent a link to reset your password. Check your inbox.";

/**
 * The address a sign-up came from, for the self-referral check; never a loopback address, which
 * only says "this machine" (local runs, or a proxy that is not trusted: TRUST_PROXY), not who.
 */
function signUpAddressOf(req: Request): string | null {
  const ip = req.ip?.replace(/^::ffff:/, '') ?? null;
  return !ip || ip === '::1' || ip.startsWith('127.') ? null : ip;
}

@Controller('api')
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    @Inject(DeviceCookie) private readonly devices: DeviceCookie,
  ) {}

  /** The signed-in user; 401 when signed out (or the account has since been deactivated). */
  @Get('auth/user')
  async currentUser(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'CurrentUser'>> {
    const user = await this.signedInUser(req, res);
    if (user) return user;
    throw new SignedOutError();
  }

  /** The same user, or null: signed out is an answer here, not an error (no 401 in a signed-out page's console). */
  @Get('auth/session')
  async session(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Session'>> {
    return { user: await this.signedInUser(req, res) };
  }

  /** The session's user; a session whose account has since been deactivated ends here. */
  private async signedInUser(req: Request, res: Response): Promise<Schema<'CurrentUser'> | null> {
    const userId = sessionUserId(req);
    const user = userId ? await this.queries.execute(new GetCurrentUserQuery(userId)) : null;
    if (!user && userId) await endSession(req, res);
    return user;
  }

  @Post('register')
  @RateLimited('register')
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'SignedIn'>> {
    const registered = await this.commands.execute(new RegisterUserCommand(body));
    await startSession(req, registered.user.id);
    await this.markBrowser(req, res, registered.user, { signUp: true });
    return this.signedIn(registered.user.id, registered);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottleGuard, LocalAuthGuard)
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'SignedIn'>> {
    const user = req.user as UserAccount;
    const device = (req as Request & { loginDevice?: string | null }).loginDevice ?? null;
    for (const key of loginKeysToClear(req, body.email, device)) await this.limiter.reset(key);
    await startSession(req, user.id);
    await this.markBrowser(req, res, user, { signUp: false });
    return this.signedIn(user.id, null);
  }

  /** The spec's full-page "log in" link: the sign-in form lives on /account. */
  @Get('login')
  @Redirect('/account', 302)
  loginPage(): void {}

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }

  /** Email-only sign-up: a new email is signed in at once; a known one is emailed a sign-in link. */
  @Post('simple-register')
  @HttpCode(200)
  @RateLimited('simple-register')
  async simpleRegister(@Body() body: SimpleRegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'SignedIn'> | Schema<'LoginLinkSent'>> {
    const result = await this.commands.execute(new SimpleRegisterCommand(body));
    if (result.status === 'login_link_sent') return { status: 'login_link_sent' };
    await startSession(req, result.registered.user.id);
    await this.markBrowser(req, res, result.registered.user, { signUp: true });
    return this.signedIn(result.registered.user.id, result.registered);
  }

  /** Never signs in directly: emails a one-time link, and answers the same whether or not the email has an account. */
  @Post('simple-signin')
  @HttpCode(200)
  @RateLimited('simple-signin')
  async simpleSignin(@Body() body: SimpleSigninDto): Promise<Schema<'LoginLinkSent'>> {
    await this.commands.execute(new RequestSignInLinkCommand(body.email));
    return { status: 'login_link_sent' };
  }

  /**
   * Sign-in links emailed before the confirmation page existed: sent on to it with the token unused,
   * since a GET is what mail scanners and link previews make.
   */
  @Get('auth/magic-link')
  magicLink(@Query('token') token: unknown, @Res() res: Response): void {
    res.redirect(302, typeof token === 'string' && token.length <= 200 ? `/sign-in-link?token=${encodeURIComponent(token)}` : '/account?signin=expired');
  }

  /** The "Sign in as …" page asks which account a link is for; nothing is used up. */
  @Get('auth/sign-in-link')
  async previewSignInLink(@Query('token') token: unknown, @Req() req: Request): Promise<Schema<'SignInLinkPreview'>> {
    if (typeof token !== 'string') throw new SignInLinkExpiredError();
    return this.queries.execute(new PreviewSignInLinkQuery(token, sessionUserId(req)));
  }

  /** The page's button: a same-origin JSON POST, so neither a scanner nor another site can sign anyone in. */
  @Post('auth/sign-in-link')
  @HttpCode(200)
  async useSignInLink(@Body() body: SignInLinkDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'SignedIn'>> {
    const userId = await this.commands.execute(new SignInWithLinkCommand(body.token, sessionUserId(req)));
    await startSession(req, userId);
    const signedIn = await this.signedIn(userId, null);
    await this.markBrowser(req, res, signedIn.user, { signUp: false });
    return signedIn;
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimited('forgot-password')
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<Schema<'Message'>> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email));
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<Schema<'Message'>> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.newPassword));
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  }

  /**
   * A browser that signs up or in carries a device cookie for the account (the same nonce whoever
   * signs in on it), and the account remembers that device (and, at sign-up, the address): a buyer
   * and a referrer sharing either are held for review (affiliate, through identity's facade).
   */
  private async markBrowser(req: Request, res: Response, user: { id: string; email: string }, options: { signUp: boolean }): Promise<void> {
    const nonce = this.devices.issue(res, user.email, req);
    await this.commands.execute(new RecordAccountTraceCommand(user.id, nonce, options.signUp ? signUpAddressOf(req) : null));
  }

  private async signedIn(userId: string, registered: Registered | null): Promise<Schema<'SignedIn'>> {
    const user = await this.queries.execute(new GetCurrentUserQuery(userId));
    if (!user) throw new SignedOutError();
    return {
      status: 'signed_in',
      user,
      referralBonus: registered?.referrer != null,
      referrerName: registered?.referrer ? displayName(registered.referrer) : null,
    };
  }
}
