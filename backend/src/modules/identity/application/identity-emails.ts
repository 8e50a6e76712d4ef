import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../shared/config';
import { EmailSender, renderEmail } from '../../notifications/public';

/** The emails identity sends; each is queued in the caller's transaction. */
@Injectable()
export class IdentityEmails {
  constructor(
    private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private link(path: string, token: string): string {
    return `${publicLink(this.config, path)}?token=${encodeURIComponent(token)}`;
  }

  async passwordReset(to: string, token: string): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `Reset your ${product} password`,
      heading: 'Reset your password',
      paragraphs: ['Someone (hopefully you) asked to reset the password of your account.', 'The link below works once, for the next hour.'],
      action: { label: 'Choose a new password', url: this.link('/reset-password', token) },
      footnote: "If you didn't ask for this, ignore this email: your password stays as it is.",
    }));
  }

  async signInLink(to: string, token: string): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `Your ${product} sign-in link`,
      heading: `Sign in to ${product}`,
      paragraphs: ['Use the button below to sign in. The link works once, for the next 15 minutes.'],
      action: { label: `Sign in to ${product}`, url: this.link('/sign-in-link', token) },
      footnote: "If you didn't try to sign in, ignore this email: nobody can sign in without this link.",
    }));
  }

  async emailVerification(to: string, token: string): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `Confirm your new ${product} email address`,
      heading: 'Confirm your new email address',
      paragraphs: [`You asked to use this address for your ${product} account.`, 'Open the link below within 24 hours to confirm it.'],
      action: { label: 'Confirm this email address', url: this.link('/api/auth/verify-email', token) },
      footnote: "If you didn't ask for this, ignore this email and nothing changes.",
    }));
  }

  /** Sent after sign-up: opening it proves the address and unlocks the rest of the sign-up credits. */
  async emailConfirmation(to: string, token: string, creditsToUnlock: number): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `Confirm your email for ${product}`,
      heading: 'Confirm your email address',
      paragraphs: [
        `Welcome to ${product}!`,
        `Confirm this address to unlock ${creditsToUnlock} more free preview credits and to receive affiliate payouts. The link works once, for the next 24 hours.`,
      ],
      action: { label: 'Confirm my email', url: this.link('/sign-in-link', token) },
      footnote: `If you didn't sign up for ${product}, ignore this email: opening the link would sign out whoever used your address.`,
    }));
  }

  /** Sent when an account's email is proved for the first time: says what that ended. */
  async emailProved(to: string, dropped: { password: boolean }): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    const paragraphs = [
      `You just proved that this address is yours, so your ${product} account is confirmed and its free preview credits are unlocked.`,
      'To keep the account yours alone, every other device and browser that was signed in to it has been signed out.',
    ];
    if (dropped.password) paragraphs.push('The password set before the address was confirmed has been removed: set one of your own from the account page.');
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `Your ${product} email is confirmed`,
      heading: 'Email confirmed: other sessions signed out',
      paragraphs,
      action: { label: 'Open my account', url: publicLink(this.config, '/account') },
      footnote: "If you didn't sign up yourself, someone else used your address first: nothing they did can reach this account any more.",
    }));
  }

  /** Sent when someone asks for a reset or a sign-in link for an address without an account. */
  async noAccount(to: string): Promise<void> {
    const product = this.config.PRODUCT_NAME;
    await this.sender.sendEmail(renderEmail({
      to,
      productName: product,
      subject: `About your ${product} sign-in request`,
      heading: 'There is no account with this email',
      paragraphs: [`Someone asked to sign in to ${product} or reset a password with this address, but no account uses it.`, 'You can create one in a few seconds.'],
      action: { label: 'Create an account', url: publicLink(this.config, '/account') },
      footnote: "If it wasn't you, ignore this email.",
    }));
  }
}
