import { Link } from 'react-router-dom';
import { DocumentTitle, PageContainer } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, paths, sections } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <DocumentTitle title="Page Not Found" />
      <p aria-hidden="true" className="font-display text-8xl font-extrabold text-party-rose sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-extrabold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">
        This page danced off somewhere. Let's get you back to the party.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={homeSection(sections.partyGuest)}>Make a song</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
