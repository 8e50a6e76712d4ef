import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError, serverMessage } from '@/lib/api-error';
import { useLogin } from '../api/auth';
import { signInSchema, type SignInValues } from '../schemas';
import { FormField } from './form-field';

/** Email + password sign-in: "Welcome back!" for 3 s, then the jukebox. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast({ title: 'Welcome back!', description: "You're signed in.", duration: 3000 });
      void navigate(paths.jukebox);
    } catch (error) {
      const description = isApiError(error, 401) ? 'Please check your credentials and try again.' : serverMessage(error, 'Please check your credentials and try again.');
      toast({ variant: 'destructive', title: 'Login Failed', description });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Sign in">
      <FormField id="signin-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <button type="button" onClick={onForgotPassword} className="justify-self-center text-sm text-party-rose underline-offset-4 hover:underline">
        Forgot password?
      </button>
    </form>
  );
}
