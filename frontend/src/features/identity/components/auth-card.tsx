import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { RegisterForm } from './register-form';
import { SetNewPasswordDialog } from './set-new-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignInLinkRequest } from './sign-in-link-request';

type Tab = 'signin' | 'register';
type OpenDialog = 'forgot' | 'set-password' | null;

/**
 * The signed-out account page (the header's Sign In): Sign In (password, or an emailed one-time
 * link for accounts without one, e.g. a guest who bought a song) and Create Account tabs, Forgot
 * and Set New Password dialogs.
 */
export function AuthCard({ initialTab = 'signin', notice }: { initialTab?: Tab; notice?: React.ReactNode }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent>
        {notice}
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onForgotPassword={() => setDialog('forgot')} />
            <SignInLinkRequest />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </CardContent>
      <ForgotPasswordDialog open={dialog === 'forgot'} onOpenChange={(open) => setDialog(open ? 'forgot' : null)} onHaveCode={() => setDialog('set-password')} />
      <SetNewPasswordDialog
        open={dialog === 'set-password'}
        onOpenChange={(open) => setDialog(open ? 'set-password' : null)}
        onDone={() => {
          setDialog(null);
          setTab('signin');
        }}
      />
    </Card>
  );
}
