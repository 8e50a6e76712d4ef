import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The app-wide toast queue (spec: one toast visible at a time, 5 s default, dismissed toasts
 * dropped after 1,000,000 ms). Call `toast({...})` from anywhere, hooks or not; the <Toaster />
 * mounted once in the app providers renders it.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to 5000. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastEntry[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function setToasts(next: readonly ToastEntry[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all when no id is given); it animates out, then is removed later. */
export function dismissToast(id?: string) {
  setToasts(
    toasts.map((entry) => {
      if (id !== undefined && entry.id !== id) return entry;
      scheduleRemoval(entry.id);
      return { ...entry, open: false };
    }),
  );
}

/** Shows a toast, replacing the visible one. Returns its id and a dismiss function. */
export function toast(options: ToastOptions) {
  const id = String(++nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The current toasts plus the `toast`/`dismiss` functions, for components. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
