import { useState } from 'react';
import { discountedPrice, isChargeablePrice } from '@boogy/contracts/discount';
import { FULL_SONG_PRICE_CENTS } from '@/config/product';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateVoucher, useDeactivateVoucher, useVouchers, type Voucher } from '../api/admin';
import { dollars, shortDate } from '../lib/money';
import { serverMessage } from '@/lib/api-error';
import { Cell, LoadError, Table } from './table';

type DiscountType = 'percentage' | 'fixed';

/** The form's problems, with the spec's messages; null when it can be sent. */
function problemOf(code: string, type: DiscountType | '', value: string): string | null {
  if (code.trim().length < 3 || code.trim().length > 20) return 'Voucher code must be 3-20 characters';
  if (!type) return 'Discount type is required';
  const n = Number(value);
  if (!(n > 0)) return 'Discount value must be greater than 0';
  if (type === 'percentage' && (!Number.isInteger(n) || n > 100)) return 'A percentage is a whole number from 1 to 100';
  return null;
}

/**
 * A price is 0 or at least $1.00, and the server refuses any order in between: a voucher that would
 * leave 1–99 cents of the song's price could never be used, so the form says so before it is made.
 */
function subDollarWarning(type: DiscountType | '', value: string): string | null {
  const n = Number(value);
  if (!type || !(n > 0)) return null;
  const left = discountedPrice(FULL_SONG_PRICE_CENTS, { discountType: type, discountValue: type === 'fixed' ? Math.round(n * 100) : n });
  if (isChargeablePrice(left)) return null;
  return `This voucher would leave ${dollars(left)} to pay. Orders between $0.01 and $0.99 are refused, so it could never be used: make the song free or leave at least $1.00.`;
}

const discountLabel = (v: Voucher) => (v.discountType === 'percentage' ? `${v.discountValue}%` : dollars(v.discountValue));

function CreateVoucherForm() {
  const create = useCreateVoucher();
  const [code, setCode] = useState('');
  const [type, setType] = useState<DiscountType | ''>('percentage');
  const [value, setValue] = useState('50');
  const [maxUses, setMaxUses] = useState('');
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const warning = subDollarWarning(type, value);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = problemOf(code, type, value);
    setProblem(found);
    if (found || !type) return;
    // Fixed amounts are typed in dollars and stored in cents.
    const discountValue = type === 'fixed' ? Math.round(Number(value) * 100) : Number(value);
    try {
      const voucher = await create.mutateAsync({
        code: code.trim(),
        discountType: type,
        discountValue,
        maxUses: maxUses ? Number(maxUses) : null,
        // Sent as typed (end of that day, UTC): a day the browser cannot hold (year 99999) gets the server's message, not a crash.
        expiresAt: expires ? `${expires}T23:59:59Z` : null,
        isActive: true,
      });
      toast({ title: 'Voucher Created', description: `${voucher.code}: ${discountLabel(voucher)} off.` });
      setCode('');
      setMaxUses('');
      setExpires('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to create voucher', description: serverMessage(error, 'Please try again.') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create Voucher</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 md:grid-cols-5 md:items-end" aria-label="Create voucher">
          <div className="grid gap-2">
            <Label htmlFor="voucher-code">Code</Label>
            <Input id="voucher-code" value={code} maxLength={20} onChange={(e) => setCode(e.target.value.toUpperCase())} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="voucher-type">Discount Type</Label>
            <select id="voucher-type" className={`${fieldClasses} h-11`} value={type} onChange={(e) => setType(e.target.value as DiscountType)}>
              <option value="percentage">Percentage (0-100)</option>
              <option value="fixed">Fixed amount ($)</option>
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="voucher-value">{type === 'fixed' ? 'Discount ($)' : 'Discount (%)'}</Label>
            <Input id="voucher-value" type="number" min={type === 'fixed' ? 0.01 : 1} step={type === 'fixed' ? 0.01 : 1} value={value} onChange={(e) => setValue(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="voucher-max-uses">Max Uses (optional)</Label>
            <Input id="voucher-max-uses" type="number" min={1} step={1} value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="voucher-expires">Expires (optional)</Label>
            <Input id="voucher-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
          </div>
          {warning && (
            <p role="status" aria-label="Voucher warning" className="text-sm text-amber-300 md:col-span-5">
              {warning}
            </p>
          )}
          {problem && (
            <p role="alert" className="text-sm text-red-300 md:col-span-4">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={create.isPending} className="md:col-start-5">
            {create.isPending ? 'Creating…' : 'Create Voucher'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export function VouchersTab() {
  const { data, isPending, isError } = useVouchers();
  const deactivate = useDeactivateVoucher();
  const onDeactivate = async (v: Voucher) => {
    try {
      await deactivate.mutateAsync(v.id);
      toast({ title: 'Voucher Deactivated', description: `${v.code} can no longer be used.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to deactivate voucher', description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <div className="grid gap-6">
      <CreateVoucherForm />
      {isPending ? (
        <Spinner label="Loading vouchers" />
      ) : isError ? (
        <LoadError />
      ) : (
        <Table label="Vouchers" head={['Code', 'Discount', 'Uses', 'Expires', 'Status', 'Created', '']}>
          {data.map((v) => (
            <tr key={v.id} aria-label={v.code}>
              <Cell className="font-mono">{v.code}</Cell>
              <Cell>{discountLabel(v)}</Cell>
              <Cell>
                {v.currentUses} / {v.maxUses ?? '∞'}
              </Cell>
              <Cell>{v.expiresAt ? shortDate(v.expiresAt) : 'Never'}</Cell>
              <Cell>{v.isActive ? 'Active' : 'Inactive'}</Cell>
              <Cell>{shortDate(v.createdAt)}</Cell>
              <Cell>
                {v.isActive && (
                  <Button size="sm" variant="secondary" onClick={() => void onDeactivate(v)} aria-label={`Deactivate ${v.code}`}>
                    Deactivate
                  </Button>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
