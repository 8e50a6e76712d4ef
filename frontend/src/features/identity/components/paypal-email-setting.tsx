import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePaypalEmail } from '../api/account';
import type { CurrentUser } from '../api/current-user';
import { serverMessage } from '@/lib/api-error';
import { paypalEmailSchema } from '../schemas';
import { FormField } from './form-field';

/** The PayPal payout address (once the account's email is confirmed): Save is enabled only for a non-empty, changed value. */
export function PaypalEmailSetting({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(user.paypalEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePaypalEmail();
  const changed = value.trim() !== '' && value.trim().toLowerCase() !== (user.paypalEmail ?? '');

  const save = async () => {
    const parsed = paypalEmailSchema.safeParse({ paypalEmail: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync(parsed.data.paypalEmail);
      toast({ title: 'PayPal Email Updated!', description: 'Payouts will go to this PayPal account.' });
      setEditing(false);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Failed to Update PayPal Email', description: serverMessage(err, 'Something went wrong. Please try again.') });
    }
  };

  // The server refuses it too (403): payouts go only where the proved owner of the account says.
  if (!user.emailVerified) {
    return (
      <p className="text-sm text-ink-muted" data-testid="paypal-needs-confirmed-email">
        Confirm your email address first: open the link we emailed you to {user.email}, then add your PayPal email here.
      </p>
    );
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="break-all">{user.paypalEmail ?? <span className="text-ink-muted">Not set</span>}</span>
        <Button size="sm" variant="secondary" onClick={() => { setValue(user.paypalEmail ?? ''); setEditing(true); }}>
          {user.paypalEmail ? 'Edit' : 'Add'}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate className="grid gap-3" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <FormField id="paypal-email" label="PayPal email" type="email" autoComplete="email" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
      <div className="flex gap-3">
        <Button type="submit" size="sm" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
