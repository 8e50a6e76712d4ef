import { startTransition, StrictMode } from 'react';
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

if (container.hasAttribute('data-hydrate')) {
  // A page the server rendered (the home page, a share page) is hydrated: React attaches to the markup
  // already on screen instead of building the page again and swapping it in, so nothing is repainted.
  // It waits for the page's code first: hydrating before it would meet the loading screen where the
  // page's markup stands. As a transition the hydration yields to the browser every few milliseconds
  // (at default priority it runs to its end in one task).
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
