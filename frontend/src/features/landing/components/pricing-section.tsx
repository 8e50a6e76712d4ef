import { PageContainer } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { sections } from '@/config/paths';
import { FULL_SONG_PRICE_CENTS } from '@/config/product';
import { formatPrice } from '@/lib/format-price';
import { scrollToSection } from '@/lib/scroll';

const included = [
  'Full 3-4 minute track',
  'Personalised lyrics',
  'Custom 5-second dance moves',
  'MP3 download',
  'Royalty-free commercial use',
  'Instant download',
];

/** "One song, one price": the full-song card with what it includes. */
export function PricingSection({ priceLabel = formatPrice(FULL_SONG_PRICE_CENTS) }: { priceLabel?: string }) {
  return (
    <section
      id={sections.pricing}
      aria-labelledby="pricing-heading"
      className="border-y border-white/10 bg-surface/40 py-16 sm:py-24"
    >
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-party-gold uppercase">Pricing</p>
          <h2 id="pricing-heading" className="mt-3 font-display text-3xl font-extrabold sm:text-5xl">
            One Song, One Price
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            No subscriptions. Shown in your local currency; the preview is always free.
          </p>
        </div>
        <div className="relative mx-auto mt-12 max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-1 rounded-[2rem] bg-linear-to-br from-party-pink to-party-violet opacity-70 blur-lg"
          />
          <div className="relative rounded-[2rem] border border-white/15 bg-surface p-8 shadow-2xl">
            <h3 className="font-display text-xl font-bold">Full Song</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-display text-5xl font-extrabold tracking-tight">{priceLabel}</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">per song, one-time payment</p>
            <ul className="mt-8 space-y-4">
              {included.map((item) => (
                <li key={item} className="flex items-center gap-3">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-party-violet-deep text-white">
                    <CheckIcon className="h-4 w-4" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <Button size="lg" className="mt-8 w-full" onClick={() => scrollToSection(sections.partyGuest)}>
              Try Free Preview First
            </Button>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
