import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PRODUCT_NAME } from '@/config/product';

/** Centred page width with the standard gutters. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A page's single h1 with an optional eyebrow, intro line and actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 pt-10 pb-8 sm:flex-row sm:items-end sm:justify-between sm:pt-14">
      <div className="max-w-2xl">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-party-gold uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {description && <p className="mt-3 text-lg text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}

/** Title, intro and content for a standard page. */
export function Page({ children, ...header }: PageHeaderProps & { children?: ReactNode }) {
  return (
    <PageContainer className="pb-16">
      <PageHeader {...header} />
      {children}
    </PageContainer>
  );
}

/** Sets the tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} – ${PRODUCT_NAME}`}</title>;
}
