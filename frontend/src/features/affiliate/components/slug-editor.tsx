import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { findSlugProblem, normalizeSlug } from '@/lib/slug';
import { slugCheckQueryOptions, useUpdateSlug } from '../api/affiliate';
import { serverMessage } from '@/lib/api-error';

/** Waits for typing to pause (the spec's 500 ms) before the availability check. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The custom-slug editor: local rules at once, the server check after a 500 ms pause, Update only when available. */
export function SlugEditor({ current }: { current: string | null }) {
  const [value, setValue] = useState(current ?? '');
  const slug = normalizeSlug(value);
  const problem = slug ? findSlugProblem(slug) : null;
  const debounced = useDebounced(slug, 500);
  const unchanged = slug === (current ?? '');
  const check = useQuery({ ...slugCheckQueryOptions(debounced), enabled: Boolean(debounced) && !findSlugProblem(debounced) && debounced !== (current ?? '') });
  const update = useUpdateSlug();
  const settled = debounced === slug;

  useEffect(() => {
    if (check.isError) toast({ variant: 'destructive', title: 'Error checking availability', description: 'Please try again in a moment.' });
  }, [check.isError]);

  let status: { text: string; tone: 'muted' | 'good' | 'bad' } | null = null;
  if (!slug || unchanged) status = null;
  else if (problem) status = { text: problem, tone: 'bad' };
  else if (!settled || check.isFetching) status = { text: 'Checking…', tone: 'muted' };
  else if (check.data?.available) status = { text: 'Available!', tone: 'good' };
  else if (check.data) status = { text: check.data.reason ?? 'Not available', tone: 'bad' };

  const canUpdate = !unchanged && !problem && settled && check.data?.available === true && check.data.slug === slug && !update.isPending;

  const save = async () => {
    try {
      await update.mutateAsync(slug);
      toast({ title: 'Link Updated!', description: `Your link is now /friend/${slug}` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update personalized link', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="custom-slug">Custom link name</Label>
      <div className="flex flex-wrap gap-2">
        <div className="flex min-w-56 flex-1 basis-56 items-center gap-1">
          <span className="text-sm text-ink-muted">/friend/</span>
          <Input id="custom-slug" value={value} maxLength={40} onChange={(e) => setValue(e.target.value)} placeholder="your-name" autoComplete="off" className="min-w-0" />
        </div>
        <Button onClick={() => void save()} disabled={!canUpdate}>
          Update
        </Button>
      </div>
      <p role="status" data-testid="slug-status" className={status?.tone === 'good' ? 'text-sm text-emerald-300' : status?.tone === 'bad' ? 'text-sm text-red-300' : 'text-sm text-ink-muted'}>
        {status?.text ?? '3-20 characters: lowercase letters, numbers and single hyphens.'}
      </p>
    </div>
  );
}
