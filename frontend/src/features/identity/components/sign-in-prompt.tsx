import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

interface SignInPromptProps {
  title: string;
  description: string;
}

/** The card a signed-out visitor sees on a members-only screen, with a Sign In link. */
export function SignInPrompt({ title, description }: SignInPromptProps) {
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="mx-auto max-w-lg rounded-3xl border border-line bg-surface p-8 text-center shadow-xl shadow-black/30 sm:p-10"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-party-violet-deep text-party-gold">
        <UserIcon className="h-7 w-7" />
      </span>
      <h2 id="sign-in-prompt-title" className="mt-5 font-display text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-ink-muted">{description}</p>
      <Button asChild className="mt-6">
        <Link to={paths.account}>Sign In</Link>
      </Button>
    </section>
  );
}
