import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  pink: 'bg-party-pink/20 text-party-rose',
  gold: 'bg-party-gold/20 text-party-gold',
  muted: 'bg-white/10 text-ink-muted',
  green: 'bg-emerald-500/20 text-emerald-300',
} as const;

export function Badge({ tone = 'muted', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold', tones[tone])}>{children}</span>;
}
