import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { forgetReferral } from '@/lib/referral';
import { useRegister } from '../api/auth';
import { serverMessage } from '@/lib/api-error';
import { useReferral } from '../hooks/use-referral';
import { registerSchema, type RegisterValues } from '../schemas';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { ReferralNotice } from './referral-notice';
import { welcomeCredits } from '../welcome-credits';

/** Create Account: email, password twice, first and last name; then home. */
export function RegisterForm() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const referral = useReferral();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await registerUser.mutateAsync({ ...values, lastName: values.lastName || null, referralCode: referral.code });
      forgetReferral();
      toast({
        title: 'Account Created!',
        description: `Welcome to the party! ${welcomeCredits(result.user)}`,
      });
      void navigate(paths.home);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Registration Failed', description: serverMessage(error, 'Registration failed. Please try again.') });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Create account">
      <ReferralNotice />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <FormField id="register-last-name" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <FormField id="register-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <NewPasswordFields
        password={{ id: 'register-password', label: 'Password', error: errors.password?.message, registration: form.register('password') }}
        confirmation={{ id: 'register-confirm-password', label: 'Confirm password', error: errors.confirmPassword?.message, registration: form.register('confirmPassword') }}
      />
      <Button type="submit" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
