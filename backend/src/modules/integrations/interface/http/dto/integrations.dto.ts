import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PageQuery } from '../../../../../shared/http/page-query';
import { API_TOKEN_SCOPES } from '../../../domain/api-token';
import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENTS } from '../../../domain/webhook';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class CreateApiTokenDto {
  @trim @MinLength(1, { message: 'Give the token a name' }) @MaxLength(100, { message: 'The name must be at most 100 characters' }) @IsString({ message: 'Give the token a name' }) name!: string;
  @IsOptional() @IsArray({ message: `scopes must be a list of: ${API_TOKEN_SCOPES.join(', ')}` }) @ArrayMaxSize(API_TOKEN_SCOPES.length, { message: `scopes must be a list of: ${API_TOKEN_SCOPES.join(', ')}` }) @IsIn(API_TOKEN_SCOPES, { each: true, message: `scopes must be a list of: ${API_TOKEN_SCOPES.join(', ')}` }) scopes?: string[];
  @IsOptional() @IsISO8601({ strict: true }, { message: 'expiresAt must be a date and time (ISO 8601)' }) expiresAt?: string;
}

export class CreateWebhookDto {
  @trim @MaxLength(MAX_WEBHOOK_URL_LENGTH, { message: `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` }) @MinLength(1, { message: 'url is required' }) @IsString({ message: 'url is required' }) url!: string;
  @IsArray({ message: `events must be a list of: ${WEBHOOK_EVENTS.join(', ')}` })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: `events must be a list of: ${WEBHOOK_EVENTS.join(', ')}` })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: `Unknown event; events are: ${WEBHOOK_EVENTS.join(', ')}` })
  events!: string[];
}

export class DeliveriesQuery extends PageQuery {}
