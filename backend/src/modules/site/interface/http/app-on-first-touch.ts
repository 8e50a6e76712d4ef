import { escapeHtml } from './page-meta';

/** The loader served from the frontend's public/ (frontend/public/app-on-first-touch.js). */
export const FIRST_TOUCH_SCRIPT = '/app-on-first-touch.js';

/** The app's entry as index.html loads it (Vite's build adds `crossorigin`). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * A page that arrives with its whole first screen (a share page) does not load the app's code with
 * the HTML: its entry script and module preloads give way to the first-touch loader, which starts
 * the app when the visitor first reaches for the page and replays a tap made before it took over.
 * On a phone the page then paints and settles without evaluating React and the app (Lighthouse
 * mobile counted that evaluation, ~1 s of blocking at 4× CPU, against the share page). Left as it
 * is when the entry cannot be found.
 */
export function withAppOnFirstTouch(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const loader = `<script src="${FIRST_TOUCH_SCRIPT}" data-app="${escapeHtml(entry[1]!)}" defer></script>`;
  return html.replace(entry[0], () => loader).replace(MODULE_PRELOADS, '');
}
