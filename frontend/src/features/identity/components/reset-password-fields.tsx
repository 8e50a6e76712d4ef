import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useResetPassword } from '../api/auth';
import { serverMessage } from '@/lib/api-error';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  /** From the reset link; when absent the form asks for it (the Set New Password dialog). */
  token?: string;
  onDone: () => void;
  submitLabel?: string;
}

/** Token (unless given), new password and its confirmation → POST /api/reset-password. */
export function ResetPasswordForm({ token, onDone, submitLabel = 'Set New Password' }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync(values);
      toast({ title: 'Password Updated!', description: message });
      form.reset();
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Reset Failed', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Set a new password">
      {token === undefined && (
        <FormField id="reset-token" label="Reset code" autoComplete="one-time-code" hint="The code from your reset link (the part after token=)" error={errors.token?.message} {...form.register('token')} />
      )}
      {token !== undefined && errors.token && (
        <p role="alert" className="text-sm text-red-300">
          {errors.token.message}
        </p>
      )}
      <NewPasswordFields
        password={{ id: 'reset-new-password', label: 'New password', error: errors.newPassword?.message, registration: form.register('newPassword') }}
        confirmation={{ id: 'reset-confirm-password', label: 'Confirm new password', error: errors.confirmPassword?.message, registration: form.register('confirmPassword') }}
      />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
