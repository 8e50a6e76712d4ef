import { Link } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { SignedInOnly } from '@/features/auth/components/signed-in-only';
import { homeSection, sections } from '@/config/paths';

export default function JukeboxRoute() {
  return (
    <Page eyebrow="Jukebox" title="Your Jukebox" description="Every song you've made, ready to play.">
      <DocumentTitle title="Jukebox" />
      <SignedInOnly
        signedOut={
          <SignInPrompt
            title="Access Your Jukebox"
            description="Sign in to play, rename and share all of your party songs."
          />
        }
      >
        {() => (
          <section aria-labelledby="your-music-heading" className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 id="your-music-heading" className="font-display text-2xl font-bold">
                Your Music
              </h2>
              <Button asChild>
                <Link to={homeSection(sections.partyGuest)}>Make a Song</Link>
              </Button>
            </div>
            <ComingSoonPanel>Your song grid and the jukebox player are on their way.</ComingSoonPanel>
          </section>
        )}
      </SignedInOnly>
    </Page>
  );
}
