import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { GuestSamplesExhaustedError } from '../domain/catalog.errors';
import { GuestSampleLedger } from './ports/song-store.port';

export interface GuestSampleCount {
  allowance: number;
  used: number;
  remaining: number;
}

/**
 * A guest's free samples, counted on the server: per signed guest cookie (GUEST_FREE_SAMPLES) and
 * per IP address over 24 h (GUEST_SAMPLES_PER_IP_PER_DAY), so clearing cookies does not refill them.
 */
@Injectable()
export class GuestAllowance {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: GuestSampleLedger,
  ) {}

  async count(guestId: string | null, ip: string): Promise<GuestSampleCount> {
    const { byGuest, byIp } = await this.ledger.counts(guestId, ip);
    const allowance = this.config.GUEST_FREE_SAMPLES;
    const remaining = Math.max(0, Math.min(allowance - byGuest, this.config.GUEST_SAMPLES_PER_IP_PER_DAY - byIp));
    return { allowance, used: allowance - remaining, remaining };
  }

  /** Spends one sample inside the caller's unit of work, or throws 402 and spends nothing. */
  async spend(guestId: string, ip: string, songId: string): Promise<number> {
    // One spender per address at a time, so two tabs cannot both take the last sample.
    await this.ledger.lockAddress(ip);
    const { remaining } = await this.count(guestId, ip);
    if (remaining <= 0) throw new GuestSamplesExhaustedError(this.config.GUEST_FREE_SAMPLES);
    this.ledger.add({ guestId, ipAddress: ip, songId });
    return remaining - 1;
  }
}
