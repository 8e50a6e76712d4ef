import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { homeSection, paths, sections } from '@/config/paths';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from './logo';

const navLinks = [
  { label: 'Make a Song', to: homeSection(sections.partyGuest) },
  { label: 'Pricing', to: homeSection(sections.pricing) },
  { label: 'Suggestions', to: paths.suggestions },
  { label: 'Help', to: paths.help },
];

/**
 * The main links on phones and small tablets: a disclosure button and a plain list (no menu
 * library in the shell: it is on every page's critical path). Escape or a chosen link closes it.
 */
function MobileNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <nav aria-label="Main" className="md:hidden">
      <Button variant="ghost" size="icon" aria-label="Main menu" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
      </Button>
      {open && (
        <ul id={listId} className="absolute inset-x-0 top-16 z-40 grid gap-1 border-b border-white/10 bg-night/95 p-3 backdrop-blur-md">
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)} className="block rounded-xl px-4 py-3 font-semibold text-ink hover:bg-white/10">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** Sticky top bar: logo, main links (a menu below md) and the account menu slot. */
export function SiteHeader({ accountMenu }: { accountMenu: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-night/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-1">
          <MobileNav />
          <Logo />
        </div>
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
