import { ModerateSuggestionCommand } from '../../../src/modules/community/application/commands/moderate-suggestion/moderate-suggestion.command';
import { SubmitSuggestionCommand } from '../../../src/modules/community/application/commands/submit-suggestion/submit-suggestion.command';
import { ListSuggestionsForAdminQuery } from '../../../src/modules/community/application/queries/list-suggestions/list-suggestions.query';
import type { SuggestionStatus } from '../../../src/modules/community/domain/suggestion';
import { useHandlerHarness } from '../../support/handler-harness';

/** Moderation: the allowed moves between statuses, the notes, and an unknown suggestion. */
describe('ModerateSuggestion on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const suggest = async () => (await h().execute<{ id: string }>(new SubmitSuggestionCommand({ title: 'Disco lights', description: 'Lights that follow the beat of the song.', submitterEmail: 'idea@example.com' }, null))).id;
  const moveTo = (id: string, status: SuggestionStatus, notes?: string | null) => h().execute<{ status: string; adminNotes: string | null }>(new ModerateSuggestionCommand(id, status, notes));

  it('moves along the allowed path and keeps trimmed notes; admins see the email and notes', async () => {
    const id = await suggest();
    await expect(moveTo(id, 'under_review', ' Looking into it ')).resolves.toMatchObject({ status: 'under_review', adminNotes: 'Looking into it' });
    await expect(moveTo(id, 'completed')).resolves.toMatchObject({ status: 'completed', adminNotes: null });
    const all = await h().ask<{ id: string; submitterEmail: string; status: string }[]>(new ListSuggestionsForAdminQuery());
    expect(all.find((s) => s.id === id)).toMatchObject({ submitterEmail: 'idea@example.com', status: 'completed' });
  });

  it.each<[SuggestionStatus[], SuggestionStatus, string]>([
    [['completed'], 'pending', 'A completed suggestion cannot become pending.'],
    [['completed'], 'rejected', 'A completed suggestion cannot become rejected.'],
    [['rejected'], 'pending', 'A rejected suggestion cannot become pending.'],
    [['rejected'], 'completed', 'A rejected suggestion cannot become completed.'],
  ])('after %j refuses a move to %s with a conflict', async (path, to, message) => {
    const id = await suggest();
    for (const status of path) await moveTo(id, status);
    await expect(moveTo(id, to)).rejects.toMatchObject({ kind: 'conflict', code: 'status_transition_refused', message });
    const [row] = await h().sql<{ status: string }>('select status from community.suggestions where id = $1', [id]);
    expect(row!.status).toBe(path.at(-1));
  });

  it('reopens a rejected or completed idea for review, and lets the notes change without a move', async () => {
    const id = await suggest();
    await moveTo(id, 'rejected');
    await expect(moveTo(id, 'under_review')).resolves.toMatchObject({ status: 'under_review' });
    await expect(moveTo(id, 'under_review', 'Second look')).resolves.toMatchObject({ adminNotes: 'Second look' });
  });

  it('refuses notes over 2000 characters and an unknown suggestion', async () => {
    const id = await suggest();
    await expect(moveTo(id, 'under_review', 'n'.repeat(2001))).rejects.toMatchObject({ kind: 'invalid', message: 'Notes must be at most 2000 characters' });
    await expect(moveTo('00000000-0000-4000-8000-000000000000', 'rejected')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
