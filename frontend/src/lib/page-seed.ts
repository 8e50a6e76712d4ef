import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Query results the server rendered a page with (src/prerender.tsx), handed to the app in the same HTML. */
export interface SeededQuery {
  queryKey: QueryKey;
  data: unknown;
}

const SEED_ID = 'boogy-page-data';

/** The seeds as an inert JSON script; `<` is escaped so no value can close the tag. */
export function seedScript(seeds: SeededQuery[]): string {
  const json = JSON.stringify(seeds).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEED_ID}">${json}</script>`;
}

/** Puts the page's seeded results into the query cache (before the first render), once; a malformed seed is ignored. */
export function applyPageSeed(client: QueryClient, doc: Document = document): void {
  const script = doc.getElementById(SEED_ID);
  if (!script?.textContent) return;
  script.remove();
  try {
    const seeds = JSON.parse(script.textContent) as unknown;
    if (!Array.isArray(seeds)) return;
    for (const seed of seeds as Partial<SeededQuery>[]) {
      if (Array.isArray(seed.queryKey) && seed.data !== undefined) client.setQueryData(seed.queryKey, seed.data);
    }
  } catch {
    // The app fetches what it needs on its own.
  }
}
