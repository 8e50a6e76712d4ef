import { ComingSoonPanel } from '@/components/layouts/coming-soon-panel';
import { DocumentTitle } from '@/components/layouts/page';
import { Hero } from '@/features/landing/components/hero';
import { PartyGuestSection } from '@/features/landing/components/party-guest-section';
import { PricingSection } from '@/features/landing/components/pricing-section';

const generatorSteps = [
  { title: 'Add your guests', text: 'Up to 20 names, a music style and the occasion.' },
  { title: 'Tweak the lyrics', text: 'Free AI lyrics you can edit before the music is made.' },
  { title: 'Hit the dance floor', text: 'A free 40-second preview, then the full track if you love it.' },
];

/** Stands in for the song generator (mounted here by the generator feature). */
function GeneratorComingSoon() {
  return (
    <div className="grid gap-6">
      <ol className="grid gap-4 sm:grid-cols-3">
        {generatorSteps.map((step, index) => (
          <li key={step.title} className="rounded-3xl border border-line bg-surface p-6">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-party-violet-deep font-display text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 font-display text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <ComingSoonPanel>
        The song studio is warming up its speakers. Very soon you'll type your friends' names here and
        hear them in a brand-new dance track.
      </ComingSoonPanel>
    </div>
  );
}

export default function HomeRoute() {
  return (
    <>
      <DocumentTitle title="Personalised Party Dance Songs" />
      <Hero />
      <PartyGuestSection>
        <GeneratorComingSoon />
      </PartyGuestSection>
      <PricingSection />
    </>
  );
}
