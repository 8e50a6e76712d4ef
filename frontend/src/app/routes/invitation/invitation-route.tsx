import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The invitation landing for /friend/{slug} and /{slug}. */
export default function InvitationRoute() {
  return (
    <Page eyebrow="Invitation" title="You're Invited to the Party!" description="A friend wants you on the dance floor.">
      <DocumentTitle title="Invitation" />
      <ComingSoonPanel
        actions={
          <Button asChild>
            <Link to={paths.home}>Explore Boogy</Link>
          </Button>
        }
      >
        Invitation pages are almost ready. Soon you'll see who invited you and claim your free preview
        credits.
      </ComingSoonPanel>
    </Page>
  );
}
