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
    const byId = new Map(rows.map((r) => [r.userId, { personalizedSlug: r.personalizedSlug, minimumPayoutThreshold: r.minimumPayoutThreshold }]));
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
}
