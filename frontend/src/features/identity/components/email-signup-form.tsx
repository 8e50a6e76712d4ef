import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { forgetReferral } from '@/lib/referral';
import { useSimpleRegister, useSimpleSignin, type LoginLinkSent, type SignedIn } from '../api/auth';
import { serverMessage } from '@/lib/api-error';
import { useReferral } from '../hooks/use-referral';
import { emailCaptureSchema, emailOnlySchema, type EmailCaptureValues } from '../schemas';
import { FormField } from './form-field';
import { ReferralNotice } from './referral-notice';

export type EmailSignupResult = SignedIn | LoginLinkSent;

interface EmailSignupFormProps {
  /** 'register': first name + email (+ referral code) → simple-register; 'email-only': a sign-in link. */
  mode: 'register' | 'email-only';
  idPrefix: string;
  submitLabel: string;
  onResult: (result: EmailSignupResult) => void;
}

/** The passwordless sign-up / sign-in form shared by the generator's modal and the email-capture dialog. */
export function EmailSignupForm({ mode, idPrefix, submitLabel, onResult }: EmailSignupFormProps) {
  const referral = useReferral();
  const simpleRegister = useSimpleRegister();
  const simpleSignin = useSimpleSignin();
  const pending = simpleRegister.isPending || simpleSignin.isPending;
  const form = useForm<EmailCaptureValues>({
    resolver: zodResolver(mode === 'register' ? emailCaptureSchema : emailOnlySchema) as never,
    values: { firstName: '', email: '', referralCode: referral.code ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (mode === 'email-only') {
        onResult(await simpleSignin.mutateAsync({ email: values.email }));
        return;
      }
      const result = await simpleRegister.mutateAsync({ email: values.email, firstName: values.firstName, referralCode: values.referralCode || null });
      if (result.status === 'signed_in') forgetReferral();
      onResult(result);
    } catch (error) {
      const fallback = mode === 'email-only' ? 'Sign-in failed. Please try again.' : 'Registration failed. Please try again.';
      toast({ variant: 'destructive', title: mode === 'email-only' ? 'Sign-in Failed' : 'Registration Failed', description: serverMessage(error, fallback) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      {mode === 'register' && <ReferralNotice />}
      {mode === 'register' && (
        <FormField id={`${idPrefix}-first-name`} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
      )}
      <FormField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      {mode === 'register' && (
        <FormField id={`${idPrefix}-referral`} label="Referral code (optional)" autoComplete="off" error={errors.referralCode?.message} {...form.register('referralCode')} />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'One moment…' : submitLabel}
      </Button>
    </form>
  );
}

/** Shown after a sign-in link was emailed. */
export function CheckYourEmail({ onClose }: { onClose: () => void }) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <p className="text-lg font-semibold">Check your email</p>
      <p className="text-ink-muted">
        If this email has an account, we've sent it a sign-in link. It works once, for the next 15 minutes.
      </p>
      <Button variant="secondary" onClick={onClose}>
        Got it
      </Button>
    </div>
  );
}
