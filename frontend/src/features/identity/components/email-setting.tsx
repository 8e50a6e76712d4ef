import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCancelEmailChange, useRequestEmailChange } from '../api/account';
import type { CurrentUser } from '../api/current-user';
import { serverMessage } from '@/lib/api-error';
import { emailChangeSchema } from '../schemas';
import { FormField } from './form-field';

type Values = { newEmail: string; currentPassword: string };

/**
 * The email row: Edit → new address → password confirmation → "pending verification" until the
 * link sent to the new address is opened; Cancel drops the pending change.
 */
export function EmailSetting({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const form = useForm<Values>({ resolver: zodResolver(emailChangeSchema(user.email)), defaultValues: { newEmail: '', currentPassword: '' } });
  const { errors } = form.formState;

  const stopEditing = () => {
    setEditing(false);
    setConfirming(false);
    form.reset();
  };

  // Step 1 checks the new address only; the password is asked for in the dialog.
  const askForPassword = async () => {
    if (await form.trigger('newEmail')) setConfirming(true);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await request.mutateAsync(values);
      toast({ title: 'Verification Email Sent!', description: `Open the link we sent to ${result.pendingEmail} to confirm your new email.` });
      stopEditing();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to Request Email Change', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  });

  const cancelChange = async () => {
    try {
      await cancel.mutateAsync();
      toast({ title: 'Email Change Cancelled', description: `Your email stays ${user.email}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to cancel email change request.') });
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="break-all" data-testid="account-email">
          {user.email}
        </span>
        {!editing && !user.pendingEmail && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Change email
          </Button>
        )}
      </div>
      {user.pendingEmail && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-party-gold/40 bg-party-gold/10 px-4 py-3 text-sm">
          <span>
            <strong className="break-all">{user.pendingEmail}</strong> — pending verification. Open the link we emailed to it.
          </span>
          <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => void cancelChange()}>
            Cancel
          </Button>
        </div>
      )}
      {editing && (
        <form noValidate className="grid gap-3" onSubmit={(e) => { e.preventDefault(); void askForPassword(); }}>
          {!user.hasPassword && (
            <p className="text-sm text-ink-muted">
              Your account has no password yet. Use "Forgot password" on the sign-in page to set one, then change your email.
            </p>
          )}
          <FormField id="new-email" label="New email" type="email" autoComplete="email" error={errors.newEmail?.message} {...form.register('newEmail')} />
          <div className="flex gap-3">
            <Button type="submit" size="sm">
              Continue
            </Button>
            <Button size="sm" variant="ghost" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirm it's you</DialogTitle>
            <DialogDescription>Enter your current password to change your email to {form.getValues('newEmail')}.</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
            <FormField
              id="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <DialogFooter>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? 'Sending…' : 'Send verification email'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
