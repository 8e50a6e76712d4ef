import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { VOUCHER_EXPIRY_PROBLEM, voucherExpiry } from '../../../domain/voucher-rules';

const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

export class CreateOrderDto {
  @IsOptional() @IsUUID('all', { message: 'Song not found' }) songId?: string;
  @IsOptional() @IsString({ message: 'Sample pack not found' }) @MaxLength(40, { message: 'Sample pack not found' }) packId?: string;
  @IsOptional() @IsString({ message: 'This voucher code is not valid.' }) @MaxLength(50, { message: 'This voucher code is not valid.' }) voucherCode?: string;
  @IsOptional() @IsString({ message: 'Please fill in your name and email to continue.' }) @MaxLength(100, { message: 'First name must be at most 100 characters' }) firstName?: string;
  @IsOptional() @IsString({ message: INVALID_EMAIL_MESSAGE }) @MaxLength(254, { message: INVALID_EMAIL_MESSAGE }) email?: string;
  @IsOptional() @Transform(toText) @Matches(/^\d{1,9}(\.\d{1,2})?$/, { message: 'The amount does not match the price' }) amount?: string;
  @IsOptional() @IsString({ message: 'Payments are charged in USD' }) @Matches(/^usd$/i, { message: 'Payments are charged in USD' }) currency?: string;
  @IsOptional() @IsString({ message: 'The payment intent must be CAPTURE' }) @Matches(/^capture$/i, { message: 'The payment intent must be CAPTURE' }) intent?: string;
}

export class CaptureOrderDto {
  @IsOptional() @IsUUID('all', { message: 'This order is for a different song' }) songId?: string;
}

export class ValidateVoucherDto {
  @IsString({ message: 'Voucher code is required' }) @MaxLength(50, { message: 'This voucher code is not valid.' }) code!: string;
}

export class FreeSongDownloadDto {
  @IsUUID('all', { message: 'Song not found' }) songId!: string;
  @IsString({ message: 'Voucher code is required' }) @MaxLength(50, { message: 'This voucher code is not valid.' }) voucherCode!: string;
  @IsOptional() @IsString({ message: INVALID_EMAIL_MESSAGE }) @MaxLength(254, { message: INVALID_EMAIL_MESSAGE }) userEmail?: string;
  @IsOptional() @IsString({ message: 'Please fill in your name and email to continue.' }) @MaxLength(100, { message: 'First name must be at most 100 characters' }) firstName?: string;
}

export class SamplePackSuccessDto {
  @IsString({ message: 'orderId is required' }) @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'Order not found' }) orderId!: string;
}

export class CreateVoucherDto {
  @IsString({ message: 'Voucher code must be 3-20 characters' }) @Length(3, 20, { message: 'Voucher code must be 3-20 characters' }) code!: string;
  @IsIn(['percentage', 'fixed'], { message: 'Discount type is required' }) discountType!: 'percentage' | 'fixed';
  @IsInt({ message: 'Discount value must be greater than 0' }) @Min(1, { message: 'Discount value must be greater than 0' }) discountValue!: number;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsInt({ message: 'Max uses must be at least 1' }) @Min(1, { message: 'Max uses must be at least 1' }) maxUses?: number | null;
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @ValidateBy({ name: 'voucherExpiry', validator: { validate: (v) => typeof v === 'string' && voucherExpiry(v) !== null, defaultMessage: () => VOUCHER_EXPIRY_PROBLEM } })
  expiresAt?: string | null;
  @IsOptional() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;
}

export class RefundPaymentDto {
  @IsOptional() @IsString({ message: 'Reason must be text' }) @MaxLength(500, { message: 'Reason must be at most 500 characters' }) reason?: string;
}
