import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { GuestSamplesExhaustedError } from '../domain/catalog.errors';
import { GuestSample } from '../infrastructure/entities/guest-sample.entity';

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
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async count(em: EntityManager, guestId: string | null, ip: string): Promise<GuestSampleCount> {
    const rows = await em.execute<{ by_guest: string; by_ip: string }[]>(
      `select (select count(*) from catalog.guest_samples where guest_id = ?) as by_guest,
              (select count(*) from catalog.guest_samples where ip_address = ? and created_at > now() - interval '24 hours') as by_ip`,
      [guestId ?? '00000000-0000-0000-0000-000000000000', ip],
    );
    const byGuest = Number(rows[0]?.by_guest ?? 0);
    const byIp = Number(rows[0]?.by_ip ?? 0);
    const allowance = this.config.GUEST_FREE_SAMPLES;
    const remaining = Math.max(0, Math.min(allowance - byGuest, this.config.GUEST_SAMPLES_PER_IP_PER_DAY - byIp));
    return { allowance, used: allowance - remaining, remaining };
  }

  /** Spends one sample inside the caller's transaction, or throws 402 and spends nothing. */
  async spend(em: EntityManager, guestId: string, ip: string, songId: string): Promise<number> {
    // One spender per address at a time, so two tabs cannot both take the last sample.
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalog.guest-samples:${ip}`]);
    const { remaining } = await this.count(em, guestId, ip);
    if (remaining <= 0) throw new GuestSamplesExhaustedError(this.config.GUEST_FREE_SAMPLES);
    em.persist(em.create(GuestSample, { guestId, ipAddress: ip, songId }));
    return remaining - 1;
  }
}
