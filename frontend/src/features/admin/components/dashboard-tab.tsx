import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '../api/admin';
import { dollars, shortDate } from '../lib/money';
import { Cell, LoadError, Table } from './table';

const IncomeChart = lazy(() => import('./income-chart'));

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-night/40 p-4" role="group" aria-label={label}>
      <p className="text-xs tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 font-display text-xl font-bold sm:text-2xl">{value}</p>
    </div>
  );
}

export function DashboardTab() {
  const { data, isPending, isError } = useDashboard();
  if (isPending) return <Spinner label="Loading the dashboard" />;
  if (isError) return <LoadError />;
  const { stats } = data;
  return (
    // minmax(0, 1fr): the chart's SVG keeps its last drawn width, so an `auto` column would never
    // let it shrink when the window narrows (the chart would stick out on a phone).
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {/* Money figures never break inside: one column under 360 px, three on tablets, five on laptops. */}
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        <Stat label="Total Users" value={String(stats.totalUsers)} />
        <Stat label="Total Songs" value={String(stats.totalSongs)} />
        <Stat label="Paid Songs" value={String(stats.paidSongs)} />
        <Stat label="Total Income" value={dollars(stats.totalIncome)} />
        <Stat label="Revenue per User" value={dollars(stats.averageRevenuePerUser)} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Income, last 6 months</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Spinner label="Loading the chart" />}>
            <IncomeChart months={data.monthlyIncome} />
          </Suspense>
        </CardContent>
      </Card>
      <section aria-labelledby="recent-songs">
        <h2 id="recent-songs" className="mb-3 font-display text-xl font-bold">
          Recent Songs
        </h2>
        <Table label="Recent songs" head={['Title', 'Names', 'Style', 'Status', 'Owner', 'Created']}>
          {data.recentSongs.map((s) => (
            <tr key={s.id}>
              <Cell>{s.title}</Cell>
              <Cell>{s.names.join(', ')}</Cell>
              <Cell>{s.style}</Cell>
              <Cell>{s.isPaid ? 'Paid' : s.status}</Cell>
              <Cell>{s.ownerEmail ?? 'Guest'}</Cell>
              <Cell>{shortDate(s.createdAt)}</Cell>
            </tr>
          ))}
        </Table>
      </section>
    </div>
  );
}
