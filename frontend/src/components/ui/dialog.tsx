import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Focus on open: the element marked `data-autofocus` (the dialog's primary action), else Radix's first focusable. */
function focusPrimaryAction(event: Event) {
  const primary = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
  if (!primary) return;
  event.preventDefault();
  primary.focus();
}

/** Closes the top-most open dialog, if any (a toast above it passes Escape on: see toaster.tsx). */
export function closeTopDialog(): boolean {
  const closers = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"] [data-dialog-close]');
  const top = closers[closers.length - 1];
  top?.click();
  return Boolean(top);
}

/** Escape inside a native modal <dialog> opened above this one (party mode) belongs to that dialog. */
function leaveEscapeToNestedDialog(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('dialog[open]')) event.preventDefault();
}

/** A centred modal; clicking the dark backdrop or pressing Escape closes it. */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          // Centred by auto margins, not a transform: a transform would make it the box of every fixed
          // child, so a fullscreen overlay inside (the karaoke's) would shrink to the dialog.
          'fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg',
          'overflow-y-auto rounded-3xl border border-line bg-surface p-6 shadow-2xl shadow-black/50 sm:p-8',
          className,
        )}
        onOpenAutoFocus={onOpenAutoFocus ?? focusPrimaryAction}
        onEscapeKeyDown={(event) => {
          leaveEscapeToNestedDialog(event);
          onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-dialog-close
          className="absolute top-4 right-4 rounded-full p-2 text-ink-muted transition hover:bg-white/10 hover:text-ink"
          aria-label="Close"
        >
          <CloseIcon className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-2 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-bold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-ink-muted', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
