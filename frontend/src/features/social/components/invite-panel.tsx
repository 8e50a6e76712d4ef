import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useSavePayoutEmail, useSendInvitation, type InviteMode } from '../api/invitations';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@boogy/contracts/email';
import { serverMessage } from '@/lib/api-error';
import { songCommission, useProductFacts, type ProductFacts } from '@/lib/product-facts';

interface InvitePanelProps {
  /** The signed-in user's saved payout email (Affiliate Mode needs one). */
  paypalEmail: string | null;
  /** Prefill (a search that found nobody). */
  initialEmail?: string;
}

/** The toast after sending: the referrer's credits and the first layer's commission per song, from the server's facts. */
function sentText(mode: InviteMode, facts: ProductFacts | undefined): string {
  if (!facts) return 'Your invitation is on its way.';
  const credits = `${facts.referrerCredits} credits`;
  if (mode === 'friend') return `You'll earn ${credits} when they join.`;
  return `You'll earn ${songCommission(facts) ?? 'a commission'} per song purchase plus ${credits}.`;
}

/** Invite someone by email, in Friend Mode or Affiliate Mode. */
export function InvitePanel({ paypalEmail, initialEmail = '' }: InvitePanelProps) {
  const [mode, setMode] = useState<InviteMode>('friend');
  const [settingUp, setSettingUp] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const send = useSendInvitation();
  const facts = useProductFacts();
  const valid = isEmailAddress(email.trim());

  const chooseAffiliate = () => {
    if (paypalEmail) setMode('affiliate');
    else setSettingUp(true);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid) return;
    send.mutate(
      { recipientEmail: email.trim(), mode, paypalEmail },
      {
        onSuccess: () => {
          toast({ title: 'Invitation Sent!', description: sentText(mode, facts) });
          setEmail('');
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Failed to Send Invitation', description: serverMessage(error, 'Something went wrong. Please try again.') }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Invitation mode">
        <ModeButton active={mode === 'friend'} onClick={() => setMode('friend')} title="Friend Mode" hint={facts ? `Earn ${facts.referrerCredits} credits` : 'Earn credits'} />
        <ModeButton active={mode === 'affiliate'} onClick={chooseAffiliate} title="Affiliate Mode" hint="Earn money too" />
      </div>
      {settingUp && !paypalEmail && (
        <PayoutSetup
          onSaved={() => {
            setSettingUp(false);
            setMode('affiliate');
          }}
          onCancel={() => setSettingUp(false)}
        />
      )}
      <form onSubmit={submit} className="flex flex-wrap gap-2">
        <Input className="min-w-48 flex-1 basis-56" type="email" placeholder="their@email.com" aria-label="Email to invite" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={!valid || send.isPending}>Send Invitation</Button>
      </form>
    </div>
  );
}

function ModeButton({ active, onClick, title, hint }: { active: boolean; onClick: () => void; title: string; hint: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      onClick={onClick}
      className={cn('rounded-2xl border p-3 text-left transition', active ? 'border-party-pink bg-party-pink/15' : 'border-line hover:bg-white/5')}
    >
      <span className="block font-semibold">{title}</span>
      <span className="block text-sm text-ink-muted">{hint}</span>
    </button>
  );
}

/** Affiliate Mode pays out through PayPal: the payout email first, then the mode switches on. */
function PayoutSetup({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const [paypal, setPaypal] = useState('');
  const save = useSavePayoutEmail();
  const valid = isEmailAddress(paypal.trim());
  const showProblem = paypal.trim() !== '' && !valid;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(paypal.trim(), {
      onSuccess: () => {
        toast({ title: 'PayPal Account Saved!', description: 'Affiliate Mode is on.' });
        onSaved();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Failed to Save PayPal Account', description: serverMessage(error, 'Something went wrong. Please try again.') }),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-2xl border border-party-gold/40 bg-party-gold/5 p-4" aria-label="Set up PayPal">
      <Label htmlFor="payout-email">Your PayPal email for affiliate payouts</Label>
      <Input
        id="payout-email"
        type="email"
        value={paypal}
        onChange={(e) => setPaypal(e.target.value)}
        placeholder="you@paypal.com"
        aria-invalid={showProblem || undefined}
        aria-describedby={showProblem ? 'payout-email-problem' : undefined}
      />
      {/* Save stays off for an address that cannot work, and says why instead of staying silent. */}
      {showProblem && (
        <p id="payout-email-problem" role="alert" className="text-sm text-red-300">
          {INVALID_EMAIL_MESSAGE}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!valid || save.isPending}>Save PayPal Account</Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
