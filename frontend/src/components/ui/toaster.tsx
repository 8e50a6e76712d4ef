import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { closeTopDialog } from './dialog';
import { CloseIcon } from './icons';
import { dismissToast, TOAST_DURATION_MS, useToast, type ToastEntry } from './use-toast';

const variantClasses = {
  default: 'border-line bg-surface-raised text-ink',
  destructive: 'border-red-300/40 bg-danger text-white',
} as const;

function ToastItem({ entry }: { entry: ToastEntry }) {
  const variant = entry.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={entry.open}
      duration={entry.duration}
      onOpenChange={(open) => !open && dismissToast(entry.id)}
      // A toast is not a layer the user opened: Escape closes the dialog beneath it, not the toast.
      onEscapeKeyDown={(event) => {
        if (closeTopDialog()) event.preventDefault();
      }}
      className={cn(
        'group relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-2xl shadow-black/40',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[state=closed]:opacity-0 transition-opacity',
        variantClasses[variant],
      )}
    >
      <div className="grid gap-1">
        {entry.title && <ToastPrimitive.Title className="font-semibold">{entry.title}</ToastPrimitive.Title>}
        {entry.description && (
          <ToastPrimitive.Description className={cn('text-sm', variant === 'default' && 'text-ink-muted')}>
            {entry.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 rounded-full p-1 opacity-80 transition hover:bg-white/15 hover:opacity-100"
      >
        <CloseIcon className="h-4 w-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast queue. Mounted once by the app providers. F8 focuses the viewport;
 * swipe right 50 px to dismiss; top of the screen on phones, bottom-right from `sm` up.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className={cn(
          'fixed top-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none',
          'sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
