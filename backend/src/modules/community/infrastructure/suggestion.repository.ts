import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NewSuggestion, SuggestionStatus } from '../domain/suggestion';
import { voter as toVoter, type Voter } from '../domain/vote';
import type { SuggestionRepository, VoteOutcome } from '../application/ports/suggestion-repository.port';
import type { SuggestionAdminView, SuggestionView } from '../application/views';
import { SuggestionRecord } from './entities/suggestion.entity';
import { SuggestionVoteRecord } from './entities/suggestion-vote.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function publicView(s: SuggestionRecord): SuggestionView {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    submitterName: s.submitterName,
    votes: s.votes,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

const adminView = (s: SuggestionRecord): SuggestionAdminView => ({ ...publicView(s), submitterEmail: s.submitterEmail, userId: s.userId, adminNotes: s.adminNotes });

@Injectable()
export class MikroSuggestionRepository implements SuggestionRepository {
  constructor(private readonly orm: MikroORM) {}

  private async all(): Promise<SuggestionRecord[]> {
    return this.orm.em.fork().find(SuggestionRecord, {}, { orderBy: [{ votes: 'desc' }, { createdAt: 'desc' }], limit: 500 });
  }

  async list(): Promise<SuggestionView[]> {
    return (await this.all()).map(publicView);
  }

  async listForAdmin(): Promise<SuggestionAdminView[]> {
    return (await this.all()).map(adminView);
  }

  async add(suggestion: NewSuggestion): Promise<SuggestionView> {
    const em = this.orm.em.fork();
    const record = em.create(SuggestionRecord, { ...suggestion });
    await em.persist(record).flush();
    return publicView(record);
  }

  async statusOf(id: string): Promise<SuggestionStatus | null> {
    if (!UUID.test(id)) return null;
    const found = await this.orm.em.fork().findOne(SuggestionRecord, { id }, { fields: ['status'] });
    return found?.status ?? null;
  }

  async votesBy(id: string, v: Voter): Promise<Voter[]> {
    const or: object[] = v.userId ? [{ userId: v.userId }] : [{ ipAddress: v.ip }];
    if (v.email) or.push({ voterEmail: v.email });
    const votes = await this.orm.em.fork().find(SuggestionVoteRecord, { suggestionId: id, $or: or });
    return votes.map((r) => toVoter({ userId: r.userId, email: r.voterEmail, ip: r.ipAddress }));
  }

  async addVote(id: string, v: Voter): Promise<VoteOutcome> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        // The row lock orders parallel votes for one suggestion; the unique indexes refuse a second vote.
        const rows = await em.execute<{ votes: number }[]>('update community.suggestions set votes = votes + 1, updated_at = now() where id = ? returning votes', [id]);
        if (rows.length === 0) return { outcome: 'not_found' } as const;
        em.create(SuggestionVoteRecord, { suggestionId: id, userId: v.userId, voterEmail: v.email, ipAddress: v.ip });
        await em.flush();
        return { outcome: 'recorded', votes: rows[0]!.votes } as const;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return { outcome: 'duplicate' };
      throw error;
    }
  }

  async saveModeration(id: string, expected: SuggestionStatus, change: { status: SuggestionStatus; adminNotes: string | null }): Promise<SuggestionAdminView | null> {
    const em = this.orm.em.fork();
    const updated = await em.nativeUpdate(SuggestionRecord, { id, status: expected }, { ...change, updatedAt: new Date() });
    if (updated === 0) return null;
    const record = await em.findOne(SuggestionRecord, { id });
    return record ? adminView(record) : null;
  }
}
