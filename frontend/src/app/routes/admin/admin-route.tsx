import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';

export default function AdminRoute() {
  return (
    <Page eyebrow="Administration" title="Admin Dashboard" description="Stats, vouchers and users.">
      <DocumentTitle title="Admin" />
      <ComingSoonPanel>The admin dashboard and its sign-in are being built.</ComingSoonPanel>
    </Page>
  );
}
