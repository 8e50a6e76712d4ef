import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'active' | 'unsupported' | 'refused';

/**
 * Keeps the screen awake while `enabled` (Screen Wake Lock API). The browser drops the lock when
 * the page is hidden, so it is asked for again when the page is shown; released on unmount.
 */
export function useScreenWakeLock(enabled: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!enabled || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('active');
        lock.addEventListener('release', () => {
          if (!stopped) setState('pending');
        });
      } catch {
        if (!stopped) setState('refused');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [enabled, supported]);

  return state;
}
