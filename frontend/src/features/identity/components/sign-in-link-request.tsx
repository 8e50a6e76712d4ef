import { useState } from 'react';
import { CheckYourEmail, EmailSignupForm } from './email-signup-form';

/**
 * "Email me a sign-in link" beside the password form: accounts made without a password (a guest
 * who bought a song, a quick sign-up) get in with a one-time link sent to their address.
 */
export function SignInLinkRequest() {
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="sign-in-link-heading" className="mt-6 grid gap-3 border-t border-line pt-6">
      <h3 id="sign-in-link-heading" className="text-center text-sm font-semibold text-ink-muted">
        No password? Get a sign-in link by email
      </h3>
      {sent ? (
        <CheckYourEmail onClose={() => setSent(false)} />
      ) : (
        <EmailSignupForm mode="email-only" idPrefix="signin-link" submitLabel="Email me a sign-in link" onResult={() => setSent(true)} />
      )}
    </section>
  );
}
