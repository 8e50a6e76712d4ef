import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useSignInWithLink } from '../api/sign-in-link';
import { useSignInLinkState } from '../hooks/use-sign-in-link-state';

/**
 * The landing of an emailed sign-in (or confirmation) link. Opening it changes nothing, so a mail
 * scanner cannot use the link up; the person presses "Sign in as {email}", and a browser already
 * signed in as someone else is asked first, so nobody is switched into another account unawares.
 */
export function SignInLinkPanel({ token }: { token: string }) {
  const navigate = useNavigate();
  const { stage, link: preview, me } = useSignInLinkState(token);
  const signIn = useSignInWithLink();

  // A used confirmation link says so, and stays (its preview is spent with the token).
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (confirmed) return <EmailConfirmed email={confirmed} />;
  if (stage === 'checking') return <Spinner label="Checking your link…" />;
  // Someone already signed in is told where they stand rather than asked to sign in.
  if (stage === 'spent-while-signed-in' && me.data) return <AlreadySignedIn email={me.data.email} emailVerified={me.data.emailVerified} />;
  if (preview.isError || signIn.isError || !preview.data) {
    const message = serverMessage(signIn.error ?? preview.error, 'This sign-in link is invalid, has expired or was already used. Ask for a new one.');
    return (
      <div className="grid gap-4 text-center" role="alert">
        <p>{message}</p>
        <Link to={paths.account} className="text-party-rose underline-offset-4 hover:underline">
          Sign in or ask for a new link
        </Link>
      </div>
    );
  }

  const { email, signedInAs, confirmsEmail } = preview.data;
  const go = () =>
    signIn.mutate(token, {
      onSuccess: (result) => {
        if (confirmsEmail) setConfirmed(result.user.email);
        else void navigate(paths.jukebox);
      },
    });
  return (
    <div className="grid gap-4 text-center">
      {signedInAs ? (
        <p data-testid="switch-warning">
          You're signed in as <strong>{signedInAs}</strong>. This link signs you in as <strong>{email}</strong> instead. Switch accounts?
        </p>
      ) : (
        <p>{confirmsEmail ? `Confirm that ${email} is yours: this unlocks the rest of your free preview credits.` : `This link signs you in to the account of ${email}.`}</p>
      )}
      <Button onClick={go} disabled={signIn.isPending} className="h-auto min-h-11 break-all whitespace-normal">
        {confirmsEmail && !signedInAs ? 'Confirm my email' : `Sign in as ${email}`}
      </Button>
      {signedInAs && (
        <Button variant="ghost" onClick={() => void navigate(paths.jukebox)} className="h-auto min-h-11 break-all whitespace-normal">
          Stay signed in as {signedInAs}
        </Button>
      )}
    </div>
  );
}

/** After a confirmation link was used: the email is confirmed, and where to go next. */
function EmailConfirmed({ email }: { email: string }) {
  return (
    <div className="grid gap-4 text-center" role="status" data-testid="email-confirmed">
      <p className="font-display text-xl font-bold">Your email is confirmed</p>
      <p className="break-all">{email} is yours: your free preview credits are unlocked.</p>
      <Button asChild className="justify-self-center">
        <Link to={paths.home}>Make a song</Link>
      </Button>
    </div>
  );
}

/** A spent or expired link opened by someone signed in: which account this is, and whether its email is confirmed. */
function AlreadySignedIn({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  return (
    <div className="grid gap-4 text-center" role="status" data-testid="link-spent-signed-in">
      <p>This link was already used or has expired, and you're signed in.</p>
      {emailVerified ? (
        <p className="font-display text-xl font-bold">Your email is confirmed</p>
      ) : (
        <p>Your email is not confirmed yet: ask for a new confirmation email from your account.</p>
      )}
      <p>
        {/* Only a long address may wrap mid-token; the words around it stay whole. */}
        Signed in as <strong className="[overflow-wrap:anywhere]">{email}</strong>.
      </p>
      <Button asChild className="justify-self-center">
        <Link to={emailVerified ? paths.home : paths.account}>{emailVerified ? 'Make a song' : 'Open your account'}</Link>
      </Button>
    </div>
  );
}
