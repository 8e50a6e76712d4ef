import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/identity';

/** Reached from the reset email (?token=…); the router sends token-less visits to /account. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  return (
    <Page eyebrow="Account" title="Set a New Password" description="Choose a new password for your account. The link works once, for one hour.">
      <DocumentTitle title="Reset Password" />
      <Card className="mx-auto w-full max-w-lg">
        <CardContent className="grid gap-6">
          <ResetPasswordForm token={token} submitLabel="Reset Password" onDone={() => void navigate(paths.account)} />
          <Link to={paths.account} className="justify-self-center text-sm text-party-rose underline-offset-4 hover:underline">
            Back to account
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}
