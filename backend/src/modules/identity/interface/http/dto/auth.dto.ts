import { IsString, MaxLength, MinLength } from 'class-validator';
import { EmailField, FirstNameField, MESSAGES, NewPasswordField, OptionalNameField, OptionalReferralCodeField, PasswordField } from './fields';
import { MatchesProperty } from './matches-property';

export class RegisterDto {
  @EmailField() email!: string;
  @NewPasswordField() password!: string;
  @MatchesProperty('password', { message: MESSAGES.passwordsDiffer }) confirmPassword!: string;
  @FirstNameField() firstName!: string;
  @OptionalNameField() lastName?: string | null;
  @OptionalReferralCodeField() referralCode?: string | null;
}

export class LoginDto {
  @EmailField() email!: string;
  @PasswordField() password!: string;
}

export class SimpleRegisterDto {
  @EmailField() email!: string;
  @FirstNameField() firstName!: string;
  @OptionalReferralCodeField() referralCode?: string | null;
}

/** firstName and referralCode are accepted (the modal sends them) but a sign-in link needs only the email. */
export class SimpleSigninDto {
  @EmailField() email!: string;
  @OptionalNameField() firstName?: string | null;
  @OptionalReferralCodeField() referralCode?: string | null;
}

export class ForgotPasswordDto {
  @EmailField() email!: string;
}

export class ResetPasswordDto {
  @IsString({ message: MESSAGES.resetToken }) @MinLength(1, { message: MESSAGES.resetToken }) token!: string;
  @NewPasswordField() newPassword!: string;
  @MatchesProperty('newPassword', { message: MESSAGES.passwordsDiffer }) confirmPassword!: string;
}

export class SignInLinkDto {
  @IsString({ message: 'The sign-in link is missing its token.' })
  @MinLength(1, { message: 'The sign-in link is missing its token.' })
  @MaxLength(200, { message: 'This sign-in link is invalid, has expired or was already used. Ask for a new one.' })
  token!: string;
}
