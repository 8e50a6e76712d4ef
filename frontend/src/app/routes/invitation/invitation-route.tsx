import { useParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { InvitationLanding } from '@/features/affiliate';

/** The invitation landing for /friend/{slug} and /{slug}. */
export default function InvitationRoute() {
  const { slug = '' } = useParams();
  return (
    <Page eyebrow="Invitation" title="You're Invited to the Party!" description="A friend wants you on the dance floor.">
      <DocumentTitle title="Invitation" />
      <InvitationLanding slug={slug} />
    </Page>
  );
}
