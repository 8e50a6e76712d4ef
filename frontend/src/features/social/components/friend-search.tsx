import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useFriendSearch, useSendFriendRequest, type FriendSearchResult } from '../api/friends';
import { isEmailAddress } from '@boogy/contracts/email';
import { serverMessage } from '@/lib/api-error';
import { Badge } from './badge';

interface FriendSearchProps {
  /** A user not found: the invite flow takes over with this address. */
  onNotFound: (email: string) => void;
}

/** 'Find & Add Friends': search by exact email (trimmed; Enter searches). */
export function FriendSearch({ onNotFound }: FriendSearchProps) {
  const [input, setInput] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const email = input.trim();
  const valid = isEmailAddress(email);
  const search = useFriendSearch(searched);
  // A failed search is treated as not found (spec).
  const results = search.isError ? [] : search.data;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid) {
      toast({ variant: 'destructive', title: 'Invalid Email Address', description: 'Please enter a valid email address (example: friend@example.com)' });
      return;
    }
    setSearched(email);
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="flex flex-wrap gap-2" role="search" aria-label="Find friends by email">
        <Input className="min-w-52 flex-1 basis-56" type="email" placeholder="friend@example.com" aria-label="Friend's email" value={input} onChange={(e) => setInput(e.target.value)} onKeyDown={(e) => {
          // A disabled Search button blocks the form's own Enter submission: say why instead of doing nothing.
          if (e.key === 'Enter' && !valid && email) submit(e);
        }} />
        <Button type="submit" disabled={!valid}>Search</Button>
      </form>
      {searched && search.isFetching && <Spinner label="Searching" />}
      {searched && !search.isFetching && results && results.length === 0 && (
        <div className="rounded-2xl border border-line bg-night/40 p-4" data-testid="friend-not-found">
          <p className="font-semibold">No one with {searched} is on Boogy yet.</p>
          <p className="mt-1 text-sm text-ink-muted">Invite them: you earn credits when they join.</p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => onNotFound(searched)}>Invite {searched}</Button>
        </div>
      )}
      {results?.map((result) => <SearchResult key={result.id} result={result} />)}
    </div>
  );
}

function SearchResult({ result }: { result: FriendSearchResult }) {
  const send = useSendFriendRequest();
  const request = () =>
    send.mutate(result.id, {
      onSuccess: () => toast({ title: 'Friend Request Sent!', description: `${result.name} will see your request.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Failed to Send Request', description: serverMessage(error, 'Something went wrong.') }),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-night/40 p-4" data-testid="friend-search-result">
      <div className="min-w-0">
        <p className="font-semibold">{result.name}</p>
        <p className="truncate text-sm text-ink-muted">{result.email}</p>
      </div>
      {result.alreadyFriends ? (
        <Badge tone="green">Friends</Badge>
      ) : result.requestPending ? (
        <Badge tone="gold">Request Pending</Badge>
      ) : result.canSendRequest ? (
        <Button size="sm" onClick={request} disabled={send.isPending}>Add Friend</Button>
      ) : (
        <Badge>Cannot Connect</Badge>
      )}
    </div>
  );
}
