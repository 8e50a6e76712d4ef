import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../shared/config';
import { FindPayoutEmailQuery, FindReferralCodeQuery } from '../../affiliate/public';
import { PaymentWasRefundedQuery } from '../../checkout/public';
import type { PaymentsPort } from '../application/ports/payments.port';
import { FindUserByEmailQuery, FindUserByIdQuery, FindUsersByIdsQuery, REFERRED_SIGNUP_CREDITS, type UserSummary } from '../../identity/public';
import { RateLimiter, TooManyAttemptsError } from '../../../shared/http/rate-limit';
import { EmailSender, renderEmail } from '../../notifications/public';
import type { Account, AccountsPort } from '../application/ports/accounts.port';
import { FindSongsForSharingQuery, type SongCatalogPort, type SongFacts } from '../application/ports/catalog.port';
import type { SocialMailer } from '../application/ports/mailer.port';
import type { SocialRateLimit } from '../application/ports/rate-limit.port';
import { inviterNameForEmail, type InvitationMode } from '../domain/invitation';

/** The catalog answers social's FindSongsForSharingQuery, as social's song port. */
@Injectable()
export class CatalogSongsAdapter implements SongCatalogPort {
  constructor(private readonly queries: QueryBus) {}

  songs(songIds: readonly string[]): Promise<SongFacts[]> {
    return this.queries.execute(new FindSongsForSharingQuery(songIds));
  }
}

/** Checkout's public facade, as social's payments port. */
@Injectable()
export class CheckoutPaymentsAdapter implements PaymentsPort {
  constructor(private readonly queries: QueryBus) {}

  /** The query joins the caller's unit of work, so the share lock lasts until it commits. */
  async holdUnlessRefunded(paymentId: string): Promise<boolean> {
    return !(await this.queries.execute(new PaymentWasRefundedQuery(paymentId)));
  }
}

const account = (user: UserSummary): Account => ({
  id: user.id,
  email: user.email,
  name: user.displayName,
  firstName: user.firstName,
  isActive: user.isActive,
  emailProved: user.emailVerified,
});

/** Identity's public facade (and affiliate's for the payout email and referral code), as social's accounts port. */
@Injectable()
export class IdentityAccountsAdapter implements AccountsPort {
  constructor(private readonly queries: QueryBus) {}

  async byId(id: string): Promise<Account | null> {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await this.queries.execute(new FindUserByIdQuery(id)) : null;
    return user ? account(user) : null;
  }

  async byEmail(email: string): Promise<Account | null> {
    const user = await this.queries.execute(new FindUserByEmailQuery(email));
    return user ? account(user) : null;
  }

  async byIds(ids: readonly string[]): Promise<Map<string, Account>> {
    return new Map((await this.queries.execute(new FindUsersByIdsQuery(ids))).map((u) => [u.id, account(u)]));
  }

  payoutEmailOf(userId: string): Promise<string | null> {
    return this.queries.execute(new FindPayoutEmailQuery(userId));
  }

  async referralCodeOf(userId: string): Promise<string> {
    return (await this.queries.execute(new FindReferralCodeQuery(userId))) ?? '';
  }
}

/** Identity's PostgreSQL counters, as social's rate limit. */
@Injectable()
export class IdentityRateLimitAdapter implements SocialRateLimit {
  constructor(private readonly limiter: RateLimiter) {}

  async consume(key: string, points: number, windowSeconds: number): Promise<void> {
    const verdict = await this.limiter.hit(key, { points, windowSeconds });
    if (!verdict.allowed) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
  }
}

// An invitation carries the inviter's referral code, so the invitee gets the referred sign-up credits.
const WHAT_THEY_GET = `You get ${REFERRED_SIGNUP_CREDITS} free preview credits to make AI dance songs with your own name in them, custom dance moves for everyone, and songs to share with friends.`;

/** Social's emails through notifications (queued in the caller's transaction). */
@Injectable()
export class NotificationsSocialMailer implements SocialMailer {
  constructor(
    private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private url(path: string): string {
    return publicLink(this.config, path);
  }

  private joinUrl(referralCode: string): string {
    return this.url(`/?ref=${encodeURIComponent(referralCode)}`);
  }

  async invitation(to: string, invite: { inviterName: string; referralCode: string; mode: InvitationMode }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const inviterName = inviterNameForEmail(invite.inviterName);
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `${inviterName} invited you to ${product}`,
      heading: `${inviterName} invited you to ${product}`,
      paragraphs: [
        `${inviterName} makes personalised dance-party songs with ${product} and would like you to join.`,
        WHAT_THEY_GET,
        ...(invite.mode === 'affiliate' ? ['Share your own link later and earn from the songs your friends buy.'] : []),
      ],
      action: { label: `Join ${product}`, url: this.joinUrl(invite.referralCode) },
      footnote: `You got this email because ${inviterName} entered your address. If you don't want to join, ignore it.`,
    }));
  }

  async invitationReminder(to: string, invite: { inviterName: string; referralCode: string; reminder: 1 | 2 | 3 }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const inviterName = inviterNameForEmail(invite.inviterName);
    const lead = invite.reminder === 3 ? 'A last reminder:' : 'A friendly reminder:';
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `${inviterName} is still waiting for you on ${product}`,
      heading: `${lead} ${inviterName} invited you`,
      paragraphs: [`${inviterName} invited you to make dance-party songs together on ${product}.`, WHAT_THEY_GET],
      action: { label: `Join ${product}`, url: this.joinUrl(invite.referralCode) },
      footnote: invite.reminder === 3 ? 'This is the last reminder we send about this invitation.' : "If you don't want to join, ignore this email.",
    }));
  }

  async shareLinkExpiring(to: string, link: { shareId: string; songTitle: string; expiresAt: Date; final: boolean }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const day = link.expiresAt.toISOString().slice(0, 10);
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: link.final ? `Your share link for "${link.songTitle}" ends in a few days` : `Your share link for "${link.songTitle}" ends next month`,
      heading: link.final ? 'Your share link ends soon' : 'Your share link will end next month',
      paragraphs: [`The public link to "${link.songTitle}" stops working on ${day} (UTC).`, 'To keep sharing the song, make a new link from your jukebox after that day.'],
      action: { label: 'Open the shared song', url: this.url(`/shared/${link.shareId}`) },
    }));
  }

  async friendRequestAccepted(to: string, friend: { name: string }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const name = inviterNameForEmail(friend.name);
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `${name} accepted your friend request`,
      heading: `You and ${name} are friends now`,
      paragraphs: [`${name} accepted your friend request on ${product}. You can share your songs with each other now.`],
      action: { label: 'See your friends', url: this.url('/friends') },
    }));
  }

  async invitationAccepted(to: string, invitee: { name: string }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const name = inviterNameForEmail(invitee.name);
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `${name} joined ${product} from your invitation`,
      heading: `${name} accepted your invitation`,
      paragraphs: [`${name} made an account on ${product} after your invitation.`, 'Send them a friend request to share your songs with each other.'],
      action: { label: 'Find your friends', url: this.url('/friends') },
    }));
  }
}
