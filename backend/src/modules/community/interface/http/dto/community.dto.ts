import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { SUGGESTION_MESSAGES as S, SUGGESTION_STATUSES, type SuggestionStatus } from '../../../domain/suggestion';
import { SUPPORT_MESSAGES as M } from '../../../domain/support-message';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const blankToNull = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

// The spec's messages, word for word; the domain checks the same limits again.
export class SubmitSuggestionDto {
  @trim @MinLength(1, { message: S.titleRequired }) @MaxLength(200, { message: S.titleTooLong }) @IsString({ message: S.titleRequired }) title!: string;
  @trim @MinLength(10, { message: S.descriptionTooShort }) @MaxLength(1000, { message: S.descriptionTooLong }) @IsString({ message: S.descriptionTooShort }) description!: string;
  @IsOptional() @blankToNull @ValidateIf((_o, v) => v !== null) @MaxLength(100, { message: S.nameTooLong }) @IsString({ message: S.nameTooLong }) submitterName?: string | null;
  @IsOptional() @blankToNull @ValidateIf((_o, v) => v !== null) @MaxLength(254, { message: S.email }) @IsEmail({}, { message: S.email }) @IsString({ message: S.email }) submitterEmail?: string | null;
}

export class VoteDto {
  @IsOptional() @blankToNull @ValidateIf((_o, v) => v !== null) @MaxLength(254, { message: S.email }) @IsEmail({}, { message: S.email }) @IsString({ message: S.email }) email?: string | null;
}

export class ModerateSuggestionDto {
  @IsIn(SUGGESTION_STATUSES, { message: `Status must be one of ${SUGGESTION_STATUSES.join(', ')}` }) status!: SuggestionStatus;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @MaxLength(2000, { message: 'Notes must be at most 2000 characters' }) @IsString({ message: 'Notes must be text' }) adminNotes?: string | null;
}

export class SupportContactDto {
  @trim @MinLength(1, { message: M.nameRequired }) @MaxLength(100, { message: M.nameTooLong }) @IsString({ message: M.nameRequired }) name!: string;
  @trim @MaxLength(254, { message: M.email }) @IsEmail({}, { message: M.email }) @IsString({ message: M.email }) email!: string;
  @trim @MinLength(1, { message: M.subjectRequired }) @MaxLength(200, { message: M.subjectTooLong }) @IsString({ message: M.subjectRequired }) subject!: string;
  @trim @MinLength(10, { message: M.messageTooShort }) @MaxLength(2000, { message: M.messageTooLong }) @IsString({ message: M.messageTooShort }) message!: string;
}
