import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { Celebration, CELEBRATION_MS } from './celebration';
import { CheckYourEmail, EmailSignupForm, type EmailSignupResult } from './email-signup-form';
import { welcomeCredits } from '../welcome-credits';

export type AuthModalMode = 'register' | 'signin';

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: AuthModalMode;
  /** Why the visitor is asked (e.g. sharing needs an account): shown above the form. */
  reason?: string;
  /** Called once the visitor is signed in (after the 3-second celebration). */
  onSignedIn?: (result: Extract<EmailSignupResult, { status: 'signed_in' }>) => void;
}

type Stage = { kind: 'form' } | { kind: 'celebrating'; message: string } | { kind: 'link-sent' };

/**
 * The generator's sign-up / sign-in modal. It toggles between registering (first name, email,
 * optional referral code; no password) and signing in by emailed link. Success: a 3-second
 * celebration, then it closes and resets.
 */
export function AuthModal({ open, onOpenChange, initialMode = 'register', reason, onSignedIn }: AuthModalProps) {
  const [mode, setMode] = useState<AuthModalMode>(initialMode);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  const close = () => {
    onOpenChange(false);
    setStage({ kind: 'form' });
    setMode(initialMode);
  };

  const onResult = (result: EmailSignupResult) => {
    if (result.status === 'login_link_sent') {
      setStage({ kind: 'link-sent' });
      return;
    }
    setStage({ kind: 'celebrating', message: welcomeCredits(result.user) });
    toast({ title: 'Account Created!', description: welcomeCredits(result.user), duration: CELEBRATION_MS });
    onSignedIn?.(result);
  };

  // The countdown starts once the celebration is on screen (after its commit), so a slow render
  // never shortens what the visitor gets to read.
  const celebrating = stage.kind === 'celebrating';
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(close, CELEBRATION_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `close` is recreated each render; only the stage matters
  }, [celebrating]);

  const registering = mode === 'register';
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{registering ? 'Create your free account' : 'Welcome back'}</DialogTitle>
          <DialogDescription>
            {reason ? `${reason} ` : ''}
            {registering ? 'Get free preview credits and keep your songs in your jukebox.' : "Enter your email and we'll send you a sign-in link."}
          </DialogDescription>
        </DialogHeader>
        {stage.kind === 'celebrating' && (
          <Celebration>
            <p className="font-display text-2xl font-bold">You're in! 🎉</p>
            <p className="mt-2 text-ink-muted">{stage.message}</p>
          </Celebration>
        )}
        {stage.kind === 'link-sent' && <CheckYourEmail onClose={close} />}
        {stage.kind === 'form' && (
          <>
            <EmailSignupForm
              key={mode}
              mode={registering ? 'register' : 'email-only'}
              idPrefix={`auth-modal-${mode}`}
              submitLabel={registering ? 'Sign Up Free' : 'Email me a sign-in link'}
              onResult={onResult}
            />
            <p className="mt-4 text-center text-sm text-ink-muted">
              {registering ? 'Already have an account?' : 'New here?'}{' '}
              <button type="button" className="font-semibold text-party-rose underline-offset-4 hover:underline" onClick={() => setMode(registering ? 'signin' : 'register')}>
                {registering ? 'Sign in' : 'Create an account'}
              </button>
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
