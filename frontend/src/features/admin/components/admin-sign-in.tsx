import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { isApiError, serverMessage } from '@/lib/api-error';
import { adminLogin, requestPasswordReset } from '../api/admin';

/** The admin page's sign-in for visitors; "Forgot password?" needs an email. */
export function AdminSignIn({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    try {
      await adminLogin(email.trim(), password);
      await onSignedIn();
    } catch (error) {
      const description = isApiError(error, 401) ? 'Please check your credentials and try again.' : serverMessage(error, 'Please check your credentials and try again.');
      toast({ variant: 'destructive', title: 'Admin Login Failed', description });
    } finally {
      setBusy(false);
    }
  };

  const forgot = async () => {
    if (!email.trim()) {
      toast({ variant: 'destructive', title: 'Email Required', description: 'Enter your email address first, then choose "Forgot password?".' });
      return;
    }
    try {
      await requestPasswordReset(email.trim());
      toast({ title: 'Check Your Email', description: 'If that address has an account, a reset link is on its way.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Reset Failed', description: serverMessage(error, 'Please try again.') });
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>Admin Sign In</CardTitle>
        <CardDescription>Administrators only.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Admin sign in">
          <div className="grid gap-2">
            <Label htmlFor="admin-email">Email</Label>
            <Input id="admin-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-password">Password</Label>
            <Input id="admin-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign In'}
          </Button>
          <button type="button" onClick={() => void forgot()} className="justify-self-center text-sm text-party-rose underline-offset-4 hover:underline">
            Forgot password?
          </button>
        </form>
      </CardContent>
    </Card>
  );
}
