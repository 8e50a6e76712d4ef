import { Injectable } from '@nestjs/common';
import { ApiTokenStore, type ApiTokenView, type NewApiToken, type StoredApiToken } from '../application/ports/api-token-store.port';
import { ApiTokenRecord } from './entities/api-token.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const view = (r: ApiTokenRecord): ApiTokenView => ({
  id: r.id,
  name: r.name,
  tokenHint: r.tokenHint,
  scopes: r.scopes,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt,
  expiresAt: r.expiresAt,
});

@Injectable()
export class OrmApiTokenStore extends ApiTokenStore {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async countLive(userId: string): Promise<number> {
    const em = this.ems.current();
    // One creation at a time per user (a transaction-scoped advisory lock): the cap holds under parallel requests.
    await em.execute(`select pg_advisory_xact_lock(hashtextextended('integrations.api_tokens:' || ?, 0))`, [userId]);
    return em.count(ApiTokenRecord, { userId, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] });
  }

  async insert(token: NewApiToken): Promise<ApiTokenView> {
    const em = this.ems.current();
    const record = em.create(ApiTokenRecord, { ...token, lastUsedAt: null, revokedAt: null });
    await em.flush();
    return view(record);
  }

  async listLive(userId: string): Promise<ApiTokenView[]> {
    const em = this.ems.current();
    const rows = await em.find(ApiTokenRecord, { userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(view);
  }

  async revoke(userId: string, tokenId: string): Promise<boolean> {
    const em = this.ems.current();
    return (await em.nativeUpdate(ApiTokenRecord, { id: tokenId, userId, revokedAt: null }, { revokedAt: new Date() })) > 0;
  }

  async findByHash(tokenHash: string): Promise<StoredApiToken | null> {
    const em = this.ems.current();
    const r = await em.findOne(ApiTokenRecord, { tokenHash }, { fields: ['id', 'userId', 'expiresAt', 'revokedAt'], disableIdentityMap: true });
    return r ? { id: r.id, userId: r.userId, expiresAt: r.expiresAt, revokedAt: r.revokedAt } : null;
  }

  async touch(tokenId: string): Promise<void> {
    const em = this.ems.current();
    await em.execute(`update integrations.api_tokens set last_used_at = now() where id = ? and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [tokenId]);
  }
}
