import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Reached from the reset email (?token=…); the router sends token-less visits to /account. */
export default function ResetPasswordRoute() {
  return (
    <Page eyebrow="Account" title="Set a New Password" description="Choose a new password for your account.">
      <DocumentTitle title="Reset Password" />
      <ComingSoonPanel
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.account}>Back to account</Link>
          </Button>
        }
      >
        The new-password form is nearly ready. Your reset link stays valid for one hour.
      </ComingSoonPanel>
    </Page>
  );
}
