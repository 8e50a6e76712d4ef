import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** `?limit=&cursor=` of a cursor-paginated list (openapi.yaml: components.parameters.PageLimit / PageCursor). */
export class PageQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: LIMIT_MESSAGE }) @Min(1, { message: LIMIT_MESSAGE }) @Max(100, { message: LIMIT_MESSAGE }) limit?: number;
  @IsOptional() @IsString() @MaxLength(200, { message: 'cursor is not one this list gave out' }) cursor?: string;
}
