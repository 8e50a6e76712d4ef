import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
  'transition duration-200 select-none disabled:pointer-events-none disabled:opacity-60 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-party-gold';

const variants = {
  // Both gradient ends keep white text above 5.7:1 contrast.
  primary:
    'bg-party-pink bg-linear-to-r from-party-pink to-party-violet text-white shadow-lg ' +
    'shadow-party-pink/30 hover:brightness-110 hover:shadow-party-pink/50 active:scale-[0.98]',
  secondary: 'bg-surface-raised text-ink border border-line hover:bg-line/70',
  outline: 'border-2 border-party-rose/70 text-ink hover:bg-white/10',
  ghost: 'text-ink hover:bg-white/10',
  gold: 'bg-party-gold text-night shadow-lg shadow-party-gold/25 hover:brightness-105 active:scale-[0.98]',
  destructive: 'bg-danger text-white hover:brightness-110',
} as const;

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  lg: 'h-14 px-8 text-lg',
  icon: 'h-11 w-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(base, variants[variant], sizes[size]);
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
