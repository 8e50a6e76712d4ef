import { DocumentTitle, Page } from '@/components/layouts/page';
import { ContactForm, Faq } from '@/features/community';
import { useCurrentUser } from '@/features/identity/api/current-user';

export default function HelpRoute() {
  const { data: user, isPending } = useCurrentUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <Page eyebrow="Help & Support" title="How Can We Help?" description="Answers about songs, the affiliate scheme, payouts and your account.">
      <DocumentTitle title="Help" />
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <Faq />
        <div>{!isPending && <ContactForm key={user?.id ?? 'guest'} defaultName={name} defaultEmail={user?.email ?? ''} />}</div>
      </div>
    </Page>
  );
}
