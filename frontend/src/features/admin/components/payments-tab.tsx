import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { usePayments, useRefund, type AdminPayment } from '../api/admin';
import { dateTime, dollars } from '../lib/money';
import { serverMessage } from '@/lib/api-error';
import { Cell, LoadError, Pager, Table } from './table';

/** Refund through checkout's refund path (the provider first, then the books), after a confirm. */
function RefundButton({ payment }: { payment: AdminPayment }) {
  const refund = useRefund();
  const [confirming, setConfirming] = useState(false);
  if (payment.isRefunded) return <span className="text-xs text-ink-muted">Refunded</span>;
  if (payment.amount === 0) return null;
  if (!confirming) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Refund payment ${payment.id}`}>
        Refund
      </Button>
    );
  }
  const confirm = async () => {
    try {
      await refund.mutateAsync({ id: payment.id, reason: 'Refunded by an admin' });
      toast({ title: 'Payment Refunded', description: `${dollars(payment.amount)} returned to ${payment.userEmail ?? 'the buyer'}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Refund Failed', description: serverMessage(error, 'Please try again.') });
      setConfirming(false);
    }
  };
  return (
    <span className="flex gap-2">
      <Button size="sm" onClick={() => void confirm()} disabled={refund.isPending}>
        Confirm Refund
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}

export function PaymentsTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = usePayments(page);
  if (isPending) return <Spinner label="Loading payments" />;
  if (isError) return <LoadError />;
  return (
    <div>
      <Table label="Payments" head={['Date', 'Buyer', 'For', 'Amount', 'Status', '']}>
        {data.payments.map((p) => (
          <tr key={p.id}>
            <Cell>{dateTime(p.createdAt)}</Cell>
            <Cell>{p.userEmail ?? p.userId}</Cell>
            <Cell>{p.songId ? 'Full song' : p.packId ? `Credits (${p.packId})` : '—'}</Cell>
            <Cell>
              {dollars(p.amount)} {p.currency}
            </Cell>
            <Cell>{p.isRefunded ? `Refunded${p.refundReason ? `: ${p.refundReason}` : ''}` : p.status}</Cell>
            <Cell>
              <RefundButton payment={p} />
            </Cell>
          </tr>
        ))}
      </Table>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </div>
  );
}
