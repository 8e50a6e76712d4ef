import { Command } from '@nestjs/cqrs';
import type { StoredCaptureResult } from '../../../domain/capture-result';
import type { Buyer } from '../../buyer';

export interface CapturedOrder {
  result: StoredCaptureResult;
  /** A guest whose account was just made: the controller signs them in. */
  signInUserId: string | null;
}

/** POST /paypal/order/{orderId}/capture: take the money of an approved order, once. */
export class CaptureOrderCommand extends Command<CapturedOrder> {
  constructor(
    readonly providerOrderId: string,
    readonly buyer: Buyer,
    /** When given, the order must be for this song. */
    readonly expectedSongId?: string,
  ) {
    super();
  }
}
