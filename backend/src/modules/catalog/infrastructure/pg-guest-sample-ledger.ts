import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { GuestSampleLedger } from '../application/ports/song-store.port';
import { GuestSample } from './entities/guest-sample.entity';

/** catalog.guest_samples, with a transaction-scoped advisory lock per address. */
@Injectable()
export class PgGuestSampleLedger extends GuestSampleLedger {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async lockAddress(ip: string): Promise<void> {
    const em = this.ems.current();
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalog.guest-samples:${ip}`]);
  }

  async counts(guestId: string | null, ip: string): Promise<{ byGuest: number; byIp: number }> {
    const em = this.ems.current();
    const rows = await em.execute<{ by_guest: string; by_ip: string }[]>(
      `select (select count(*) from catalog.guest_samples where guest_id = ?) as by_guest,
              (select count(*) from catalog.guest_samples where ip_address = ? and created_at > now() - interval '24 hours') as by_ip`,
      [guestId ?? '00000000-0000-0000-0000-000000000000', ip],
    );
    return { byGuest: Number(rows[0]?.by_guest ?? 0), byIp: Number(rows[0]?.by_ip ?? 0) };
  }

  add(sample: { guestId: string; ipAddress: string; songId: string }): void {
    const em = this.ems.current();
    em.persist(em.create(GuestSample, sample));
  }
}
