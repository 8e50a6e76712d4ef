import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      // Labels never break inside a word: on a narrow screen the row scrolls sideways (or wraps
      // between tabs where a screen asks for flex-wrap).
      className={cn('flex w-full gap-1 overflow-x-auto rounded-full border border-line bg-night/60 p-1 [scrollbar-width:thin]', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink-muted transition',
        'hover:text-ink data-[state=active]:bg-party-violet-deep data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}
