import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useForgotPassword } from '../api/auth';
import { serverMessage } from '@/lib/api-error';
import { forgotPasswordSchema } from '../schemas';
import { FormField } from './form-field';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "I already have a reset code": opens the Set New Password dialog. */
  onHaveCode: () => void;
}

/** Asks for the email and sends a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordDialog({ open, onOpenChange, onHaveCode }: ForgotPasswordDialogProps) {
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const close = (next: boolean) => {
    if (!next) {
      setSentMessage(null);
      form.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      setSentMessage(message);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Reset Failed', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot password</DialogTitle>
          <DialogDescription>Enter your account's email and we'll send you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        {sentMessage ? (
          <div className="grid gap-4">
            <p role="status" className="rounded-2xl border border-line bg-night/60 p-4">
              {sentMessage}
            </p>
            <DialogFooter>
              <Button variant="secondary" onClick={onHaveCode}>
                I have a reset code
              </Button>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
            <FormField id="forgot-email" label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            <DialogFooter>
              <Button variant="secondary" onClick={onHaveCode}>
                I have a reset code
              </Button>
              <Button type="submit" disabled={forgot.isPending}>
                {forgot.isPending ? 'Sending…' : 'Send reset link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
