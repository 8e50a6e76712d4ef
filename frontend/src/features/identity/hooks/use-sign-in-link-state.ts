import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverCode } from '@/lib/api-error';
import { useCurrentUser } from '../api/current-user';
import { signInLinkQueryOptions } from '../api/sign-in-link';

/**
 * Where an emailed link stands, for its page's heading and its panel alike:
 * - `checking`: the link (or, for a spent one, who is signed in) is still being looked up;
 * - `spent-while-signed-in`: used or expired, opened by someone signed in (most often the
 *   confirmation email, reopened after confirming): not a sign-in page;
 * - `unusable`: invalid, used or expired, and nobody is signed in;
 * - `usable`: it can sign in, or confirm the email.
 */
export type SignInLinkStage = 'checking' | 'spent-while-signed-in' | 'unusable' | 'usable';

export function useSignInLinkState(token: string) {
  const link = useQuery(signInLinkQueryOptions(token));
  const me = useCurrentUser();
  // Kept once known: using the link spends it, and the page still confirms an email after that.
  const [confirmsEmail, setConfirmsEmail] = useState(false);
  if (link.data?.confirmsEmail && !confirmsEmail) setConfirmsEmail(true);
  const spent = link.isError && serverCode(link.error) === 'link_expired';
  let stage: SignInLinkStage;
  if (link.isPending || (spent && me.isPending)) stage = 'checking';
  else if (spent && me.data) stage = 'spent-while-signed-in';
  else if (link.isError) stage = 'unusable';
  else stage = 'usable';
  return { stage, confirmsEmail, link, me };
}

const SIGN_IN = { title: 'Sign In', description: "One click and you're in. The link works once." };
const HEADINGS: Record<SignInLinkStage, { title: string; description: string }> = {
  // While the link is checked the page does not guess (a signed-in owner must not read "Sign In").
  checking: { ...SIGN_IN, title: 'Opening Your Link' },
  'spent-while-signed-in': { title: "You're Signed In", description: 'Each emailed link works once.' },
  unusable: SIGN_IN,
  usable: SIGN_IN,
};

/** The page's title and description for a link at this stage. */
export function signInLinkHeading(stage: SignInLinkStage, confirmsEmail: boolean) {
  if (confirmsEmail) return { title: 'Confirm Your Email', description: 'One click proves this address is yours. The link works once.' };
  return HEADINGS[stage];
}
