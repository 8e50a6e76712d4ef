import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { SignInLinkPanel, signInLinkQueryOptions } from '@/features/identity';

/** Reached from an emailed sign-in or confirmation link (?token=…); the router sends token-less visits to /account. */
export default function SignInLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data } = useQuery(signInLinkQueryOptions(token));
  // Kept once known: using the link spends it, and the page still confirms an email after that.
  const [confirms, setConfirms] = useState(false);
  if (data?.confirmsEmail && !confirms) setConfirms(true);
  const title = confirms ? 'Confirm Your Email' : 'Sign In';
  return (
    <Page eyebrow="Account" title={title} description={confirms ? 'One click proves this address is yours. The link works once.' : "One click and you're in. The link works once."}>
      <DocumentTitle title={title} />
      <Card className="mx-auto w-full max-w-lg">
        <CardContent className="grid gap-6">
          <SignInLinkPanel token={token} />
        </CardContent>
      </Card>
    </Page>
  );
}
