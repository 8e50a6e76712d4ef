import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditTab } from './audit-tab';
import { DashboardTab } from './dashboard-tab';
import { HeldCommissionsTab } from './held-commissions-tab';
import { PaymentsTab } from './payments-tab';
import { RatesTab } from './rates-tab';
import { SuggestionsTab } from './suggestions-tab';
import { UsersTab } from './users-tab';
import { VouchersTab } from './vouchers-tab';

const TABS: { value: string; label: string; content: () => ReactNode }[] = [
  { value: 'dashboard', label: 'Dashboard', content: () => <DashboardTab /> },
  { value: 'vouchers', label: 'Vouchers', content: () => <VouchersTab /> },
  { value: 'users', label: 'Users', content: () => <UsersTab /> },
  { value: 'payments', label: 'Payments', content: () => <PaymentsTab /> },
  { value: 'held', label: 'Held Commissions', content: () => <HeldCommissionsTab /> },
  { value: 'rates', label: 'Currency Rates', content: () => <RatesTab /> },
  { value: 'suggestions', label: 'Suggestions', content: () => <SuggestionsTab /> },
  { value: 'audit', label: 'Audit Log', content: () => <AuditTab /> },
];

/** The admin tabs; each loads its data when opened. */
export function AdminConsole() {
  return (
    <Tabs defaultValue="dashboard">
      <TabsList className="flex-wrap rounded-2xl">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.content()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
