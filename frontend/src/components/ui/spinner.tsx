import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-ink-muted', className)}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-3 border-party-rose/30 border-t-party-rose"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
