import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, sections } from '@/config/paths';

export default function AccountRoute() {
  return (
    <Page
      eyebrow="Account"
      title="Your Account"
      description="Sign in or create an account to keep your songs, friends and earnings in one place."
    >
      <DocumentTitle title="Account" />
      <ComingSoonPanel
        actions={
          <Button asChild variant="secondary">
            <Link to={homeSection(sections.partyGuest)}>Try a free preview</Link>
          </Button>
        }
      >
        Sign-in, registration and your account dashboard are almost here. Meanwhile, you can make a free
        song preview without an account.
      </ComingSoonPanel>
    </Page>
  );
}
