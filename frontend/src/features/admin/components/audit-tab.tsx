import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog } from '../api/admin';
import { dateTime } from '../lib/money';
import { Cell, LoadError, Pager, Table } from './table';

/** Who did what, when, and how it ended. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAuditLog(page);
  if (isPending) return <Spinner label="Loading the audit log" />;
  if (isError) return <LoadError />;
  return (
    <div>
      <Table label="Audit log" head={['When', 'Who', 'Action', 'Target', 'Details', 'Outcome']}>
        {data.entries.map((e) => (
          <tr key={e.id}>
            <Cell>{dateTime(e.createdAt)}</Cell>
            <Cell>{e.adminEmail ?? e.adminUserId}</Cell>
            <Cell className="font-mono">{e.action}</Cell>
            <Cell className="font-mono text-xs">{e.targetId ?? '—'}</Cell>
            <Cell className="max-w-xs font-mono text-xs break-words">{Object.keys(e.details).length ? JSON.stringify(e.details) : '—'}</Cell>
            <Cell>{e.outcomeStatus < 400 ? `OK (${e.outcomeStatus})` : `Failed (${e.outcomeStatus})`}</Cell>
          </tr>
        ))}
      </Table>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </div>
  );
}
