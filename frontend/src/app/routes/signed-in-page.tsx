import type { ReactNode } from 'react';
import { DocumentTitle, Page } from '@/components/layouts/page';
import type { CurrentUser } from '@/features/identity/api/current-user';
import { SignInPrompt } from '@/features/identity/components/sign-in-prompt';
import { SignedInOnly } from '@/features/identity/components/signed-in-only';

interface SignedInPageProps {
  header: { eyebrow: string; title: string; description: string };
  /** The browser tab's title, when it is not the header's. */
  documentTitle?: string;
  /** What the sign-in prompt says to a signed-out visitor (who stays on the page). */
  prompt: { title: string; description: string };
  children: (user: CurrentUser) => ReactNode;
}

/** A page of the signed-in user's own things: its header for everyone, its content once signed in. */
export function SignedInPage({ header, documentTitle = header.title, prompt, children }: SignedInPageProps) {
  return (
    <Page {...header}>
      <DocumentTitle title={documentTitle} />
      <SignedInOnly signedOut={<SignInPrompt title={prompt.title} description={prompt.description} />}>{children}</SignedInOnly>
    </Page>
  );
}
