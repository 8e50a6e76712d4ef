import { useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { SignInLinkPanel, signInLinkHeading, useSignInLinkState } from '@/features/identity';

/** Reached from an emailed sign-in or confirmation link (?token=…); the router sends token-less visits to /account. */
export default function SignInLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { stage, confirmsEmail } = useSignInLinkState(token);
  const { title, description } = signInLinkHeading(stage, confirmsEmail);
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
