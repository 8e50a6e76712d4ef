import { DocumentTitle, Page } from '@/components/layouts/page';
import { SuggestionForm, SuggestionList } from '@/features/community';
import { useCurrentUser } from '@/features/identity/api/current-user';

export default function SuggestionsRoute() {
  const { data: user } = useCurrentUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <Page eyebrow="Community" title="Feature Suggestions" description="Tell us what would make your party better, and vote for the ideas you love.">
      <DocumentTitle title="Suggestions" />
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <SuggestionForm key={user?.id ?? 'guest'} defaultName={name} defaultEmail={user?.email ?? ''} />
        <section aria-labelledby="community-heading">
          <h2 id="community-heading" className="mb-4 font-display text-2xl font-bold">
            Community Ideas
          </h2>
          <SuggestionList voterEmail={user?.email} />
        </section>
      </div>
    </Page>
  );
}
