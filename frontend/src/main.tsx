import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, routerReady } from '@/app/router';
import { applyPageSeed } from '@/lib/page-seed';
import { queryClient } from '@/lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The data a server-rendered page shows (a share page's song) is in the cache before the first render.
applyPageSeed(queryClient);
const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

declare global {
  interface Window {
    /** Set by public/app-on-first-touch.js on a page that loads the app at the visitor's first touch. */
    boogyAppTookOver?: () => void;
  }
}

/**
 * Once the hydrated page has committed and then painted, taps held by the first-touch script are
 * clicked again, now on the live app. Not in the commit's own effects: updates its elements' refs
 * make there (the player learns its <audio> element) render after them, and a click replayed
 * before that render met handlers that could not act yet.
 */
function TookOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => window.boogyAppTookOver?.(), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return children;
}

if (container.hasAttribute('data-hydrate')) {
  // A page the server rendered (the home page, a share page) is hydrated: React attaches to the markup
  // already on screen instead of building the page again and swapping it in, so nothing is repainted.
  // It waits for the page's code first: hydrating before it would meet the loading screen where the
  // page's markup stands. As a transition the hydration yields to the browser every few milliseconds
  // (at default priority it runs to its end in one task).
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(container, <TookOver>{app}</TookOver>);
    }),
  );
} else {
  createRoot(container).render(app);
}
