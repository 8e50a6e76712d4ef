import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useRates, useUpdateRate, type CurrencyRate } from '../api/admin';
import { dateTime } from '../lib/money';
import { serverMessage } from '@/lib/api-error';
import { Cell, LoadError, Table } from './table';

/** USD, the currency of every charge: its rate is 1 by definition, shown but never edited. */
function FixedRateRow({ rate }: { rate: CurrencyRate }) {
  return (
    <tr aria-label={rate.code}>
      <Cell className="font-mono">{rate.code}</Cell>
      <Cell>{rate.symbol}</Cell>
      <Cell>
        <span data-testid="usd-rate">1 (fixed: charges are in USD)</span>
      </Cell>
      <Cell>{rate.asOf}</Cell>
      <Cell>{dateTime(rate.updatedAt)}</Cell>
      <Cell />
    </tr>
  );
}

function RateRow({ rate }: { rate: CurrencyRate }) {
  const update = useUpdateRate();
  const [value, setValue] = useState(String(rate.rate));
  const save = async () => {
    const n = Number(value);
    if (!(n > 0)) {
      toast({ variant: 'destructive', title: 'Invalid Rate', description: 'The rate must be a number above 0 (units per 1 USD)' });
      return;
    }
    try {
      await update.mutateAsync({ code: rate.code, rate: n });
      toast({ title: 'Rate Updated', description: `1 USD = ${n} ${rate.code}` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update rate', description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <tr aria-label={rate.code}>
      <Cell className="font-mono">{rate.code}</Cell>
      <Cell>{rate.symbol}</Cell>
      <Cell>
        <Input aria-label={`Rate for ${rate.code}`} type="number" min={0} step="any" className="h-9 w-36" value={value} onChange={(e) => setValue(e.target.value)} />
      </Cell>
      <Cell>{rate.asOf}</Cell>
      <Cell>{dateTime(rate.updatedAt)}</Cell>
      <Cell>
        <Button size="sm" variant="secondary" onClick={() => void save()} disabled={update.isPending || Number(value) === rate.rate}>
          Save
        </Button>
      </Cell>
    </tr>
  );
}

/** Display rates against USD (prices shown abroad are approximations; charges stay USD). */
export function RatesTab() {
  const { data, isPending, isError } = useRates();
  if (isPending) return <Spinner label="Loading currency rates" />;
  if (isError) return <LoadError />;
  return (
    <Table label="Currency rates" head={['Currency', 'Symbol', 'Units per 1 USD', 'As of', 'Updated', '']}>
      {data.map((r) => (
        r.code === 'USD' ? <FixedRateRow key="USD" rate={r} /> : <RateRow key={`${r.code}-${r.updatedAt}`} rate={r} />
      ))}
    </Table>
  );
}
