import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDashboard } from '../api/admin';
import { dollars } from '../lib/money';

const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Income of the last 6 months (recharts, loaded only with this chart). */
export default function IncomeChart({ months }: { months: AdminDashboard['monthlyIncome'] }) {
  const data = months.map((m) => ({ label: monthLabel(m.month), income: m.income / 100, count: m.count }));
  return (
    <figure aria-label="Income of the last 6 months" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.1)" />
          <XAxis dataKey="label" stroke="#cbd5e1" />
          <YAxis stroke="#cbd5e1" tickFormatter={(v: number) => `$${v}`} />
          <Tooltip
            formatter={(value) => [dollars(Math.round(Number(value) * 100)), 'Income']}
            contentStyle={{ background: '#1e1b3a', border: '1px solid #4c1d95' }}
            cursor={{ fill: 'rgba(255,255,255,0.06)' }}
          />
          <Bar dataKey="income" fill="#f472b6" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="sr-only">
        {months.map((m) => `${m.month}: ${dollars(m.income)} from ${m.count} payments`).join('; ')}
      </figcaption>
    </figure>
  );
}
