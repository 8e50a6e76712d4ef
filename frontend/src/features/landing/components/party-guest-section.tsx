import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layouts/page';
import { sections } from '@/config/paths';

/**
 * The anchored home section (#party-guest-section, heading #party-heading) that every
 * "Make a Song" link scrolls to. The song generator is mounted inside it as `children`.
 */
export function PartyGuestSection({ children }: { children: ReactNode }) {
  return (
    <section id={sections.partyGuest} aria-labelledby={sections.partyHeading} className="py-16 sm:py-24">
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-party-gold uppercase">Step into the party</p>
          <h2 id={sections.partyHeading} className="mt-3 font-display text-3xl font-extrabold sm:text-5xl">
            Add Your Party Guests
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Type your friends' names, pick a style and get a song that sings every one of them.
          </p>
        </div>
        <div className="mt-10">{children}</div>
      </PageContainer>
    </section>
  );
}
