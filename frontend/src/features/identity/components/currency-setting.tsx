import { CurrencySelect } from '@/components/currency-select';
import { toast } from '@/components/ui/use-toast';
import { useUpdateCurrency, type CurrencyCode } from '../api/account';
import type { CurrentUser } from '../api/current-user';
import { serverMessage } from '@/lib/api-error';

/** The account page's currencies (spec §9). */
export const PREFERRED_CURRENCIES: CurrencyCode[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK', 'NZD'];

export function CurrencySetting({ user, id }: { user: CurrentUser; id: string }) {
  const update = useUpdateCurrency();
  const change = async (currency: string) => {
    try {
      await update.mutateAsync(currency as CurrencyCode);
      toast({ title: 'Currency Updated!', description: `Amounts will be shown in ${currency}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to Update Currency', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  };
  return (
    <CurrencySelect id={id} className="max-w-40" currencies={PREFERRED_CURRENCIES} value={user.preferredCurrency} onChange={(v) => void change(v)} disabled={update.isPending} />
  );
}
