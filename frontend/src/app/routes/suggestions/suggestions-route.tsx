import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function SuggestionsRoute() {
  return (
    <Page
      eyebrow="Community"
      title="Feature Suggestions"
      description="Tell us what would make your party better, and vote for the ideas you love."
    >
      <DocumentTitle title="Suggestions" />
      <ComingSoonPanel
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.help}>Contact support instead</Link>
          </Button>
        }
      >
        The suggestion board is nearly ready. You'll be able to post an idea and vote on others without
        signing in.
      </ComingSoonPanel>
    </Page>
  );
}
