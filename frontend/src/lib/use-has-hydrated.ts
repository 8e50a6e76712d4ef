import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true on every
 * render after: lets a component render the server's markup first and switch on what only a live
 * page should do.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
