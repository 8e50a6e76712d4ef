import './index.css';

/**
 * The page's first script, small. On a share page that arrived with its first screen
 * (`data-app-after-paint`, set by the server) the app's code (React and the routes, a few hundred
 * kilobytes) is fetched only after that screen has painted: on a phone's link it would otherwise
 * share the bandwidth with the stylesheet and the cover, and its evaluation would hold the first
 * frame. Every other page starts the app at once (the landing page's first screen holds a form).
 */
let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main');
}

const root = document.getElementById('root');
if (root?.hasAttribute('data-app-after-paint')) {
  // A frame's animation callbacks run before it is painted; a task queued from one runs after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
