import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

let started = false;
const start = (sliced: boolean) => {
  if (started) return;
  started = true;
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  // Over prerendered markup nothing is waiting for the first render: as a transition it yields to the
  // browser every few milliseconds instead of holding the main thread in one long task.
  if (sliced) startTransition(render);
  else render();
};

// A page the server sent prerendered (the home page, a share page) is painted first: the app's first
// render is long, and starting it before the next frame would hold the prerendered markup off the
// screen. It also waits for the page's code: rendering before it would swap the page for the loading
// screen. A hidden tab gets no animation frames, hence the timer.
if (container.hasChildNodes() && document.visibilityState === 'visible') {
  void routerReady(router).then(() => {
    requestAnimationFrame(() => setTimeout(() => start(true), 0));
    setTimeout(() => start(true), 1000);
  });
} else {
  start(false);
}
