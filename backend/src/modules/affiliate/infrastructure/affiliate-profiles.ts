import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { DEFAULT_AFFILIATE_SETTINGS, type AffiliateProfiles, type AffiliateSettings } from '../application/ports/affiliate-profiles.port';
import { AffiliateProfile } from './entities/affiliate-profile.entity';

/** The AffiliateProfiles port on affiliate.affiliate_profiles. */
@Injectable()
export class SqlAffiliateProfiles implements AffiliateProfiles {
  constructor(private readonly ems: EntityManagers) {}

  async settingsOf(userIds: readonly string[]): Promise<Map<string, AffiliateSettings>> {
    const ids = [...new Set(userIds)];
    const rows = ids.length ? await this.ems.current().find(AffiliateProfile, { userId: { $in: ids } }) : [];
    const byId = new Map(rows.map((r) => [r.userId, { personalizedSlug: r.personalizedSlug, minimumPayoutThreshold: r.minimumPayoutThreshold, paypalEmail: r.paypalEmail }]));
    return new Map(ids.map((id) => [id, byId.get(id) ?? { ...DEFAULT_AFFILIATE_SETTINGS }]));
  }

  async slugHolder(slug: string): Promise<string | null> {
    const row = await this.ems.current().findOne(AffiliateProfile, { personalizedSlug: slug }, { fields: ['userId'] });
    return row?.userId ?? null;
  }

  async setSlug(userId: string, slug: string): Promise<'set' | 'taken'> {
    const em = this.ems.current();
    try {
      await em.execute(
        `insert into affiliate.affiliate_profiles (user_id, personalized_slug) values (?, ?)
         on conflict (user_id) do update set personalized_slug = excluded.personalized_slug, updated_at = now()`,
        [userId, slug],
      );
      return 'set';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'taken';
      throw error;
    }
  }

  async setPayoutEmail(userId: string, paypalEmail: string | null): Promise<void> {
    const em = this.ems.current();
    if (paypalEmail === null) {
      await em.execute('update affiliate.affiliate_profiles set paypal_email = null, updated_at = now() where user_id = ? and paypal_email is not null', [userId]);
      return;
    }
    await em.execute(
      `insert into affiliate.affiliate_profiles (user_id, paypal_email) values (?, ?)
       on conflict (user_id) do update set paypal_email = excluded.paypal_email, updated_at = now()`,
      [userId, paypalEmail],
    );
  }

  async payoutEmailShared(userId: string, otherUserId: string): Promise<boolean> {
    const [row] = await this.ems.current().execute<{ shared: boolean }[]>(
      `select exists (select 1 from affiliate.affiliate_profiles x join affiliate.affiliate_profiles y on lower(y.paypal_email) = lower(x.paypal_email)
                       where x.user_id = ? and y.user_id = ? and x.paypal_email is not null) as shared`,
      [userId, otherUserId],
    );
    return Boolean(row?.shared);
  }
}
