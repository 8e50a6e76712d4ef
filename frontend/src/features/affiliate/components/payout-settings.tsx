import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CurrencySelect } from '@/components/currency-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useUpdateEarningsCurrency, useUpdatePayoutEmail, type EarningsCurrency, type EarningsDashboard } from '../api/affiliate';
import { serverMessage } from '@/lib/api-error';
import { formatCents } from '../lib/money';
import { payoutSchedule, useProductFacts } from '@/lib/product-facts';

/** The earnings screen's currencies (spec). */
const CURRENCIES: EarningsCurrency[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'];

/** PayPal payout email and preferred currency (also the Cash dialog's PayPal setup). */
export function PayoutSettingsForm({ earnings }: { earnings: Pick<EarningsDashboard, 'paypalEmail' | 'preferredCurrency'> }) {
  const [email, setEmail] = useState(earnings.paypalEmail ?? '');
  const updateEmail = useUpdatePayoutEmail();
  const updateCurrency = useUpdateEarningsCurrency();
  const changed = email.trim() !== '' && email.trim().toLowerCase() !== (earnings.paypalEmail ?? '');
  const saveEmail = async () => {
    try {
      await updateEmail.mutateAsync(email.trim());
      toast({ title: 'PayPal Email Updated!', description: 'Payouts will go to this PayPal account.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update PayPal email', description: serverMessage(error, 'Please try again.') });
    }
  };
  const saveCurrency = async (currency: string) => {
    try {
      await updateCurrency.mutateAsync(currency as EarningsCurrency);
      toast({ title: 'Currency Updated!', description: `Amounts are shown with ${currency} in mind; payouts are sent in USD.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update currency', description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="payout-email">PayPal payout email</Label>
        <div className="flex flex-wrap gap-2">
          <Input id="payout-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" className="min-w-[12rem] flex-1" />
          <Button disabled={!changed || updateEmail.isPending} onClick={() => void saveEmail()}>
            Save
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="payout-currency">Preferred currency</Label>
        <CurrencySelect
          id="payout-currency"
          currencies={CURRENCIES}
          value={CURRENCIES.includes(earnings.preferredCurrency as EarningsCurrency) ? earnings.preferredCurrency : 'USD'}
          onChange={(v) => void saveCurrency(v)}
        />
      </div>
    </div>
  );
}

/** Settings tab: payout email, preferred currency, payout information. */
export function PayoutSettings({ earnings }: { earnings: EarningsDashboard }) {
  const facts = useProductFacts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payout settings</CardTitle>
        <CardDescription>
          Payouts go out through PayPal {facts ? `every ${payoutSchedule(facts)}` : 'every week'} once your mature balance reaches {formatCents(earnings.minimumPayoutThreshold)}.
          {facts && ` Commissions mature ${facts.refundPeriodDays} days after the purchase (the refund period).`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PayoutSettingsForm earnings={earnings} />
      </CardContent>
    </Card>
  );
}
