import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-line bg-night/60 px-4 text-ink placeholder:text-ink-muted/80 ' +
  'transition focus:border-party-rose focus:outline-none focus:ring-2 focus:ring-party-rose/40 ' +
  'disabled:opacity-60 aria-[invalid=true]:border-red-400';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
