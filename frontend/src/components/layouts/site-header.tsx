import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { homeSection, paths, sections } from '@/config/paths';
import { Logo } from './logo';

const navLinks = [
  { label: 'Make a Song', to: homeSection(sections.partyGuest) },
  { label: 'Pricing', to: homeSection(sections.pricing) },
  { label: 'Suggestions', to: paths.suggestions },
  { label: 'Help', to: paths.help },
];

/** Sticky top bar: logo, main links (from md up) and the account menu slot. */
export function SiteHeader({ accountMenu }: { accountMenu: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-night/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-full px-4 py-2 text-sm font-semibold text-ink-muted transition hover:bg-white/10 hover:text-ink"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">{accountMenu}</div>
      </div>
    </header>
  );
}
