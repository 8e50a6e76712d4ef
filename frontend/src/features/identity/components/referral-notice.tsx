import { SparklesIcon } from '@/components/ui/icons';
import { useProductFacts } from '@/lib/product-facts';
import { useReferral } from '../hooks/use-referral';

/** "Invited by {name}": shown wherever a visitor with a valid ?ref= code can sign up. */
export function ReferralNotice({ className }: { className?: string }) {
  const { referrerName } = useReferral();
  const facts = useProductFacts();
  if (!referrerName) return null;
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-2xl border border-party-gold/40 bg-party-gold/10 px-4 py-3 text-sm text-ink ${className ?? ''}`}
    >
      <SparklesIcon className="h-4 w-4 shrink-0 text-party-gold" />
      <span>
        <strong>{referrerName}</strong> invited you: sign up to get{' '}
        {facts ? `${facts.referredSignupCredits} free preview credits instead of ${facts.signupCredits}.` : 'extra free preview credits.'}
      </span>
    </p>
  );
}
