import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAdminSuggestions, useModerate, type AdminSuggestion, type SuggestionStatus } from '../api/admin';
import { shortDate } from '../lib/money';
import { serverMessage } from '@/lib/api-error';
import { LoadError } from './table';

const STATUSES: { value: SuggestionStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
];

function Moderation({ suggestion }: { suggestion: AdminSuggestion }) {
  const moderate = useModerate();
  const [status, setStatus] = useState<SuggestionStatus>(suggestion.status);
  const [notes, setNotes] = useState(suggestion.adminNotes ?? '');
  const save = async () => {
    try {
      await moderate.mutateAsync({ id: suggestion.id, status, adminNotes: notes.trim() || null });
      toast({ title: 'Suggestion Updated' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Update Failed', description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <li aria-label={suggestion.title} className="grid gap-3 rounded-2xl border border-line bg-night/40 p-4 md:grid-cols-[2fr_1fr]">
      <div>
        <p className="font-semibold">
          {suggestion.title} <span className="text-sm text-ink-muted">· {suggestion.votes} votes</span>
        </p>
        <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{suggestion.description}</p>
        <p className="mt-2 text-xs text-ink-muted">
          {suggestion.submitterName ?? 'Anonymous'}
          {suggestion.submitterEmail ? ` <${suggestion.submitterEmail}>` : ''} · {shortDate(suggestion.createdAt)}
        </p>
      </div>
      <div className="grid gap-2">
        <select aria-label={`Status of ${suggestion.title}`} className={`${fieldClasses} h-10`} value={status} onChange={(e) => setStatus(e.target.value as SuggestionStatus)}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <Textarea aria-label={`Notes on ${suggestion.title}`} rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="Admin notes" />
        <Button size="sm" onClick={() => void save()} disabled={moderate.isPending}>
          Save
        </Button>
      </div>
    </li>
  );
}

export function SuggestionsTab() {
  const { data, isPending, isError } = useAdminSuggestions();
  if (isPending) return <Spinner label="Loading suggestions" />;
  if (isError) return <LoadError />;
  if (data.length === 0) return <p className="text-ink-muted">No suggestions yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Suggestions to moderate">
      {data.map((s) => (
        <Moderation key={`${s.id}-${s.updatedAt}`} suggestion={s} />
      ))}
    </ul>
  );
}
