import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf, type ValidationArguments } from 'class-validator';
import { MESSAGE_MAX_LENGTH, type ShareKind } from '../../../domain/share-kind';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const EMAIL = INVALID_EMAIL_MESSAGE;
const SHARE_TYPES: ShareKind[] = ['full', 'preview'];

export class SearchFriendsQueryDto {
  @trim
  @IsString({ message: EMAIL })
  @MaxLength(254, { message: EMAIL })
  @IsEmail({}, { message: EMAIL })
  q!: string;
}

export class FriendRequestDto {
  @IsUUID('all', { message: 'receiverId must be a user id' })
  receiverId!: string;

  @IsOptional()
  @IsString({ message: 'The message must be text' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `The message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  message?: string | null;
}

/** A share with no type ("", null) is told the type is required; another value, what the types are. */
const shareTypeMessage = ({ value }: ValidationArguments) => (value === null || value === '' ? 'Share type is required' : 'shareType must be full or preview');

export class ShareWithFriendDto {
  @IsUUID('all', { message: 'friendId must be a user id' })
  friendId!: string;

  // Left out, the song decides (full when paid); given without a value, it is a mistake to say so.
  @ValidateIf((o: { shareType?: unknown }) => o.shareType !== undefined)
  @IsIn(SHARE_TYPES, { message: shareTypeMessage })
  shareType?: ShareKind;

  @IsOptional()
  @IsString({ message: 'The message must be text' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `The message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  message?: string | null;
}

export class CreateShareLinkDto {
  // Left out, the song decides (full when paid); given without a value, it is a mistake to say so.
  @ValidateIf((o: { shareType?: unknown }) => o.shareType !== undefined)
  @IsIn(SHARE_TYPES, { message: shareTypeMessage })
  shareType?: ShareKind;
}

export class InvitationDto {
  @trim
  @IsString({ message: EMAIL })
  @MinLength(3, { message: EMAIL })
  @MaxLength(254, { message: EMAIL })
  @IsEmail({}, { message: EMAIL })
  recipientEmail!: string;
}

export class AffiliateInvitationDto extends InvitationDto {
  @IsOptional()
  @trim
  @IsString({ message: 'Please enter a valid PayPal email address' })
  @MaxLength(254, { message: 'Please enter a valid PayPal email address' })
  @IsEmail({}, { message: 'Please enter a valid PayPal email address' })
  paypalEmail?: string;
}
