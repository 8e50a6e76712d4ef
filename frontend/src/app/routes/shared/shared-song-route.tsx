import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, sections } from '@/config/paths';

export default function SharedSongRoute() {
  return (
    <Page eyebrow="Shared with you" title="A Song Made for the Party" description="Someone shared a Boogy song with you.">
      <DocumentTitle title="Shared Song" />
      <ComingSoonPanel
        actions={
          <Button asChild>
            <Link to={homeSection(sections.partyGuest)}>Make your own song</Link>
          </Button>
        }
      >
        The shared-song player is nearly ready. Soon this link will play the song right here.
      </ComingSoonPanel>
    </Page>
  );
}
