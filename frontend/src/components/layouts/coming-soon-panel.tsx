import type { ReactNode } from 'react';
import { SparklesIcon } from '@/components/ui/icons';

interface ComingSoonPanelProps {
  /** What this screen will let people do, in one friendly sentence. */
  children: ReactNode;
  actions?: ReactNode;
}

/** Stands in for a screen that is not built yet, inside the real layout (never a blank page). */
export function ComingSoonPanel({ children, actions }: ComingSoonPanelProps) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface p-8 text-center shadow-xl shadow-black/30 sm:p-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 h-48 w-96 -translate-x-1/2 rounded-full bg-party-violet/30 blur-3xl"
      />
      <span className="relative mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-party-violet-deep text-party-gold">
        <SparklesIcon className="h-7 w-7" />
      </span>
      <h2 id="coming-soon-title" className="relative mt-5 font-display text-2xl font-bold">
        Coming soon
      </h2>
      <p className="relative mx-auto mt-3 max-w-xl text-ink-muted">{children}</p>
      {actions && <div className="relative mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
