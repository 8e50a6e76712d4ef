import './index.css';

/**
 * The page's first script: small, so that a page the server rendered (the landing page, a share
 * page) paints without waiting for the app. The app's code (React and the routes, a few hundred
 * kilobytes) is fetched only after that first paint there: on a phone's link it would otherwise share
 * the bandwidth with the stylesheet and the cover, and its evaluation would hold the first frame.
 * Any other page has nothing to show before the app, so it starts the app at once.
 */
let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main');
}

const root = document.getElementById('root');
if (root?.hasAttribute('data-hydrate')) {
  // A frame's animation callbacks run before it is painted; a task queued from one runs after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
