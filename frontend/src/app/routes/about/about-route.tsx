import { Link } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, paths, sections } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

export default function AboutRoute() {
  return (
    <Page eyebrow="Our story" title={`About ${PRODUCT_NAME}`} description="Why we make songs that sing your friends' names.">
      <DocumentTitle title="About" />
      <article className="max-w-3xl space-y-5 rounded-3xl border border-line bg-surface p-6 text-lg leading-relaxed text-ink-muted sm:p-10">
        <p>
          {PRODUCT_NAME} started with a birthday party. The playlist was great, but nobody on the dance
          floor heard their own name. Our founder wondered what would happen if the song called out
          every guest, and the first {PRODUCT_NAME} track was made that weekend.
        </p>
        <p>
          Hearing your name in a song makes you laugh, point at your friends and dance. That moment is
          what we build for: you add the names, pick a style, and {PRODUCT_NAME} writes the lyrics, sings
          them and adds a few dance moves for each person.
        </p>
        <p>
          We are a small team and we build what our community asks for. If there is something you would
          love to see, tell us.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to={homeSection(sections.partyGuest)}>Make your song</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.suggestions}>Suggest a feature</Link>
          </Button>
        </div>
      </article>
    </Page>
  );
}
