import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { ReferralCodeOf, ReferralCodes } from '../application/ports/referral-codes.port';
import { ReferralCodeRow } from './entities/referral-code.entity';

/** The ReferralCodes port on affiliate.referral_codes. */
@Injectable()
export class SqlReferralCodes implements ReferralCodes {
  constructor(private readonly ems: EntityManagers) {}

  async claim(userId: string, code: string, referredBy: string | null): Promise<'claimed' | 'taken'> {
    // `on conflict do nothing` instead of catching the unique violation: an error would abort the
    // registration's transaction, while this waits for a concurrent holder of the code to commit or
    // roll back and then answers without one, so the caller can try another code.
    const rows = await this.ems.current().execute<{ code: string }[]>(
      `insert into affiliate.referral_codes (user_id, code, referred_by) values (?, ?, ?)
       on conflict (code) do nothing returning code`,
      [userId, code, referredBy],
    );
    return rows.length === 1 ? 'claimed' : 'taken';
  }

  async holderOf(code: string): Promise<string | null> {
    const row = await this.ems.current().findOne(ReferralCodeRow, { code }, { fields: ['userId'] });
    return row?.userId ?? null;
  }

  async of(userIds: readonly string[]): Promise<Map<string, ReferralCodeOf>> {
    const ids = [...new Set(userIds)];
    const rows = ids.length ? await this.ems.current().find(ReferralCodeRow, { userId: { $in: ids } }) : [];
    return new Map(rows.map((r) => [r.userId, { code: r.code, referredBy: r.referredBy }]));
  }
}
