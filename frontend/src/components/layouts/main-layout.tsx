import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface MainLayoutProps {
  /** The header's account area; the app passes the auth feature's AccountMenu. */
  accountMenu: ReactNode;
  children: ReactNode;
}

/** Header, main content and footer for every page. */
export function MainLayout({ accountMenu, children }: MainLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-party-gold px-4 py-2 font-semibold text-night focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader accountMenu={accountMenu} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
