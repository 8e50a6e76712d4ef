import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-error';
import { copyText } from '@/lib/clipboard';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken, type CreatedApiToken } from '../api/api-tokens';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : 'Never');

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const copy = async () => {
    if (await copyText(created.token)) toast({ title: 'Copied!', description: 'The token is on the clipboard.' });
    else toast({ variant: 'destructive', title: 'Failed to copy to clipboard', description: 'Select the token and copy it yourself.' });
  };
  return (
    <div role="status" className="grid gap-3 rounded-2xl border border-party-gold/50 bg-party-gold/10 p-4">
      <p className="text-sm font-semibold">Copy “{created.name}” now: it will not be shown again.</p>
      <code data-testid="new-api-token" className="break-all rounded-xl bg-night/60 px-3 py-2 text-sm">
        {created.token}
      </code>
      <div className="flex gap-3">
        <Button size="sm" variant="gold" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      toast({ title: 'Token Revoked', description: `“${token.name}” no longer works.` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Failed to Revoke Token', description: serverMessage(err, 'Something went wrong. Please try again.') });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-b-0" data-testid="api-token-row">
      <div>
        <p className="font-semibold">{token.name}</p>
        <p className="text-sm text-ink-muted">
          <code>{token.tokenHint}</code> · created {when(token.createdAt)} · last used {when(token.lastUsedAt)}
        </p>
      </div>
      <Button size="sm" variant="secondary" disabled={revoke.isPending} onClick={() => void onRevoke()} aria-label={`Revoke ${token.name}`}>
        {revoke.isPending ? 'Revoking…' : 'Revoke'}
      </Button>
    </li>
  );
}

/**
 * API tokens for the account's own programs and partners' servers: create one (copied once),
 * see when each was last used, revoke any. Creating needs a confirmed email (the server says so too).
 */
export function ApiTokensCard({ emailVerified, email }: { emailVerified: boolean; email: string }) {
  const tokens = useApiTokens(emailVerified);
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    const problem = !trimmed ? 'Give the token a name' : trimmed.length > 100 ? 'The name must be at most 100 characters' : undefined;
    setError(problem);
    if (problem) return;
    try {
      setCreated(await create.mutateAsync(trimmed));
      setName('');
    } catch (err) {
      setError(serverMessage(err, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <Card data-testid="api-tokens-card">
      <CardHeader>
        <CardTitle>API Tokens</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-ink-muted">
          A token lets your own programs or a partner's server make songs for this account (<code>Authorization: Bearer …</code>). Treat it like a password.{' '}
          <a className="font-semibold text-party-gold underline" href="/api/docs">
            API reference
          </a>
        </p>
        {!emailVerified ? (
          <p className="text-sm text-ink-muted" data-testid="api-tokens-need-confirmed-email">
            Confirm your email address first: open the link we emailed you to {email}, then create tokens here.
          </p>
        ) : (
          <>
            {created && <NewToken created={created} onDone={() => setCreated(null)} />}
            <form noValidate className="grid gap-1" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
              {/* A visible label: a placeholder long enough to name the field is cut off on a phone. */}
              <label htmlFor="api-token-name" className="text-sm font-medium">
                Token name
              </label>
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-[14rem] flex-1">
                  <Input id="api-token-name" placeholder="e.g. Party planner app" maxLength={100} value={name} aria-invalid={error ? true : undefined} aria-describedby={error ? 'api-token-name-error' : undefined} onChange={(e) => setName(e.target.value)} />
                  {error && (
                    <p id="api-token-name-error" role="alert" className="mt-1 text-sm text-red-300">
                      {error}
                    </p>
                  )}
                </div>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Creating…' : 'Create token'}
                </Button>
              </div>
            </form>
            {tokens.isPending ? null : tokens.data && tokens.data.length > 0 ? (
              <ul aria-label="Your API tokens">{tokens.data.map((t) => <TokenRow key={t.id} token={t} />)}</ul>
            ) : (
              <p className="text-sm text-ink-muted">No tokens yet.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
