import type { ComponentType, SVGProps } from 'react';
import { MusicIcon, PencilIcon, UserIcon } from '@/components/ui/icons';
import { useProductFacts } from '@/lib/product-facts';

interface Step {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** What really happens, in the generator's own order (no video promised: the steps say it). */
const steps = (previewSeconds: number | undefined): Step[] => [
  { title: "Add your friends' names", text: 'Up to 20 names, a style (Hip-Hop, K-Pop, Kids or Wedding) and the occasion.', Icon: UserIcon },
  { title: 'Get your lyrics', text: 'Free lyrics that sing every name. Change any line you like.', Icon: PencilIcon },
  { title: 'Hear it, then dance', text: `Two free ${previewSeconds ? `${previewSeconds}-second ` : ''}previews in about a minute. Unlock the full 3-4 minute track and MP3.`, Icon: MusicIcon },
];

/** The hero's "How it works": three numbered steps from names to dance floor. */
export function HowItWorks() {
  const facts = useProductFacts();
  return (
    <section className="w-full rounded-3xl border border-white/20 bg-black/30 p-6 shadow-2xl shadow-black/40 sm:p-8" aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="font-display text-2xl font-extrabold text-white sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-6 space-y-5">
        {steps(facts?.previewSeconds).map(({ title, text, Icon }, index) => (
          <li key={title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-party-gold font-display text-lg font-extrabold text-night"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="flex items-center gap-2 text-lg font-bold text-white">
                <Icon aria-hidden="true" className="h-5 w-5 text-party-rose" />
                {title}
              </h3>
              <p className="mt-1 text-pink-50">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
