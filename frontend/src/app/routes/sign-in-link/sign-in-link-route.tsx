import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { serverCode } from '@/lib/api-error';
import { SignInLinkPanel, signInLinkQueryOptions, useCurrentUser } from '@/features/identity';

/** Reached from an emailed sign-in or confirmation link (?token=…); the router sends token-less visits to /account. */
export default function SignInLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(signInLinkQueryOptions(token));
  const me = useCurrentUser();
  // Kept once known: using the link spends it, and the page still confirms an email after that.
  const [confirms, setConfirms] = useState(false);
  if (link.data?.confirmsEmail && !confirms) setConfirms(true);
  // A spent link opened while signed in is not a sign-in page (the panel says where they stand).
  const spentWhileSignedIn = !confirms && link.isError && serverCode(link.error) === 'link_expired' && Boolean(me.data);
  // While the link is checked the page does not guess (a signed-in owner must not read "Sign In").
  const title = confirms ? 'Confirm Your Email' : spentWhileSignedIn ? "You're Signed In" : link.isPending || (link.isError && me.isPending) ? 'Opening Your Link' : 'Sign In';
  const description = confirms ? 'One click proves this address is yours. The link works once.' : spentWhileSignedIn ? 'Each emailed link works once.' : "One click and you're in. The link works once.";
  return (
    <Page eyebrow="Account" title={title} description={description}>
      <DocumentTitle title={title} />
      <Card className="mx-auto w-full max-w-lg">
        <CardContent className="grid gap-6">
          <SignInLinkPanel token={token} />
        </CardContent>
      </Card>
    </Page>
  );
}
