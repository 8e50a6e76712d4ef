import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useSuggestions, useVote, type Suggestion } from '../api/suggestions';

const STATUS: Record<Suggestion['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-white/10 text-ink' },
  under_review: { label: 'Under Review', className: 'bg-party-gold/20 text-party-gold' },
  completed: { label: 'Completed', className: 'bg-emerald-500/20 text-emerald-300' },
  rejected: { label: 'Rejected', className: 'bg-red-500/20 text-red-300' },
};

function SuggestionItem({ suggestion, voterEmail }: { suggestion: Suggestion; voterEmail?: string }) {
  const vote = useVote();
  const status = STATUS[suggestion.status];
  const onVote = async () => {
    try {
      await vote.mutateAsync({ id: suggestion.id, email: voterEmail });
      toast({ title: 'Vote Recorded!', description: 'Thanks for helping us decide what to build next.' });
    } catch {
      toast({ variant: 'destructive', title: 'Vote Failed', description: 'You may have already voted for this suggestion.' });
    }
  };
  return (
    <li aria-label={suggestion.title} className="flex gap-4 rounded-2xl border border-line bg-night/40 p-4">
      <div className="flex w-16 shrink-0 flex-col items-center gap-1">
        <span className="text-2xl font-bold" aria-label={`${suggestion.votes} votes`}>
          {suggestion.votes}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void onVote()} disabled={vote.isPending} aria-label={`Vote for ${suggestion.title}`}>
          Vote
        </Button>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{suggestion.title}</h3>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', status.className)}>{status.label}</span>
        </div>
        <p className="mt-1 text-sm whitespace-pre-line text-ink-muted break-words">{suggestion.description}</p>
        <p className="mt-2 text-xs text-ink-muted">
          {suggestion.submitterName ? `by ${suggestion.submitterName} · ` : ''}
          {new Date(suggestion.createdAt).toLocaleDateString()}
        </p>
      </div>
    </li>
  );
}

/** The community's ideas, most votes first; anyone may vote once. */
export function SuggestionList({ voterEmail }: { voterEmail?: string }) {
  const { data, isPending, isError } = useSuggestions();
  if (isPending) return <Spinner label="Loading suggestions" />;
  if (isError) return <p role="alert">We couldn't load the suggestions. Please try again.</p>;
  if (data.length === 0) return <p className="text-ink-muted">No suggestions yet. Be the first!</p>;
  return (
    <ul className="grid gap-3" aria-label="Community suggestions">
      {data.map((s) => (
        <SuggestionItem key={s.id} suggestion={s} voterEmail={voterEmail} />
      ))}
    </ul>
  );
}
