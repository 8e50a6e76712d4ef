import { useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { SignInLinkPanel } from '@/features/identity';

/** Reached from an emailed sign-in or confirmation link (?token=…); the router sends token-less visits to /account. */
export default function SignInLinkRoute() {
  const [params] = useSearchParams();
  return (
    <Page eyebrow="Account" title="Sign In" description="One click and you're in. The link works once.">
      <DocumentTitle title="Sign In" />
      <Card className="mx-auto w-full max-w-lg">
        <CardContent className="grid gap-6">
          <SignInLinkPanel token={params.get('token') ?? ''} />
        </CardContent>
      </Card>
    </Page>
  );
}
