import './index.css';

/**
 * The page's first script: it starts the app (React, the router and the shell). The app is a
 * dynamic import so that index.html names no chunk of it: the server preloads the app's chunks,
 * and a page's route chunks, with each page's HTML (backend page-preloads.ts).
 *
 * A share page once fetched the app only after its first screen had painted (Lighthouse's
 * first paint improved by about a second). Browser tests then showed the cost: a tap on the first
 * screen's buttons ("Get Full Song") before the app had taken over did nothing. Started at once,
 * the app is running by the time a person taps.
 */
void import('./main');
