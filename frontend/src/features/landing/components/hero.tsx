import { Button } from '@/components/ui/button';
import { RocketIcon, SparklesIcon } from '@/components/ui/icons';
import { sections } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll';
import { HowItWorks } from './how-it-works';
import { IntroVideo } from './intro-video';
import { SampleTrackPlayer } from './sample-track-player';

/**
 * Confetti dots behind the hero; purely decorative. Each is placed from the top: the hero's height
 * changes as its sample player and intro video arrive, and a shape held to its bottom moved with it
 * (Lighthouse counted that as a layout shift of 0.33).
 */
function PartyLights() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -top-32 -left-24 h-96 w-96 rounded-full bg-party-pink/40 blur-3xl" />
      <div className="absolute top-[26rem] -right-24 h-96 w-96 rounded-full bg-party-violet/40 blur-3xl" />
      <span className="absolute top-16 left-[12%] h-3 w-3 animate-float rounded-full bg-party-gold" />
      <span className="absolute top-40 right-[8%] h-2 w-2 animate-float rounded-full bg-party-rose [animation-delay:1.5s]" />
      <span className="absolute top-[30rem] left-[45%] h-2.5 w-2.5 animate-float rotate-45 bg-party-gold/80 [animation-delay:3s]" />
    </div>
  );
}

/** The landing hero: headline, promise, the CTA to the generator, a sample, the intro video and how it works. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-[#2e1065] bg-linear-to-br from-[#2e1065] via-[#581c87] to-[#831843]"
    >
      <PartyLights />
      {/* Columns held to the top, not centred: a first frame painted before the taller right column
          was parsed would otherwise move the headline down once it arrived (a layout shift). */}
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-start gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:pt-16 lg:text-left">
          <p className="flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-semibold text-white">
            <SparklesIcon className="h-4 w-4 text-party-gold" />
            Your friends' names, sung on the dance floor
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-display text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-6xl"
          >
            Create Epic Personalised Dance Songs
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pink-50 sm:text-xl">
            Add friends to the song + Ai moves = Epic dance tracks in seconds!
          </p>
          <Button variant="gold" size="lg" className="mt-8" onClick={() => scrollToSection(sections.partyGuest)}>
            <RocketIcon className="h-5 w-5" />
            Get Started FREE!
          </Button>
          <div className="mt-8 w-full max-w-md">
            <SampleTrackPlayer />
          </div>
        </div>
        <div className="flex w-full flex-col items-center gap-8">
          <IntroVideo />
          <HowItWorks />
        </div>
      </div>
    </section>
  );
}
