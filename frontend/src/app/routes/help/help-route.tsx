import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, sections } from '@/config/paths';

export default function HelpRoute() {
  return (
    <Page
      eyebrow="Help & Support"
      title="How Can We Help?"
      description="Answers about songs, the affiliate scheme, payouts and your account."
    >
      <DocumentTitle title="Help" />
      <ComingSoonPanel
        actions={
          <Button asChild variant="secondary">
            <Link to={homeSection(sections.partyGuest)}>Make a song</Link>
          </Button>
        }
      >
        Our FAQ and the contact form are on their way. We reply to every message within 24 hours.
      </ComingSoonPanel>
    </Page>
  );
}
