import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { CheckYourEmail, EmailSignupForm, type EmailSignupResult } from './email-signup-form';
import { welcomeCredits } from '../welcome-credits';

/** Why the dialog opened; it sets the wording. */
export type EmailCaptureContext = 'samples-exhausted' | 'sharing' | 'free-download' | (string & {});

export interface EmailCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context?: EmailCaptureContext;
  /** 'full': first name, email and an optional referral code; 'email-only': just the email (a sign-in link). */
  mode?: 'full' | 'email-only';
  onSuccess?: (result: EmailSignupResult) => void;
}

const COPY: Record<string, { title: string; description: string }> = {
  'samples-exhausted': { title: "You've used your free previews", description: 'Add your name and email to unlock more free previews — no password needed.' },
  sharing: { title: 'Sign up to share your song', description: 'Add your name and email to share songs with your friends.' },
  'free-download': { title: 'Where should we keep your song?', description: 'Add your name and email and your song goes straight into your jukebox.' },
};
const DEFAULT_COPY = { title: 'Join the party', description: 'Add your name and email to keep going — no password needed.' };

/** Asks a guest for a first name and email (or just the email) at the moment they need an account. */
export function EmailCaptureDialog({ open, onOpenChange, context = 'samples-exhausted', mode = 'full', onSuccess }: EmailCaptureDialogProps) {
  const [linkSent, setLinkSent] = useState(false);
  const copy = COPY[context] ?? DEFAULT_COPY;

  const close = () => {
    setLinkSent(false);
    onOpenChange(false);
  };

  const onResult = (result: EmailSignupResult) => {
    onSuccess?.(result);
    if (result.status === 'login_link_sent') {
      setLinkSent(true);
      return;
    }
    toast({ title: 'Account Created!', description: welcomeCredits(result.user) });
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === 'email-only' ? 'Sign in with your email' : copy.title}</DialogTitle>
          <DialogDescription>{mode === 'email-only' ? "We'll email you a one-time sign-in link." : copy.description}</DialogDescription>
        </DialogHeader>
        {linkSent ? (
          <CheckYourEmail onClose={close} />
        ) : (
          <EmailSignupForm
            mode={mode === 'email-only' ? 'email-only' : 'register'}
            idPrefix="email-capture"
            submitLabel={mode === 'email-only' ? 'Email me a sign-in link' : 'Continue'}
            onResult={onResult}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
