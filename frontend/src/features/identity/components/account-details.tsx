import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CurrentUser } from '../api/current-user';
import { CurrencySetting } from './currency-setting';
import { AccountSettingsMenu } from './delete-account';
import { EmailSetting } from './email-setting';
import { PaypalEmailSetting } from './paypal-email-setting';

function Row({ label, labelFor, children }: { label: string; labelFor?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 border-b border-line py-4 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:items-center">
      <dt className="text-sm font-semibold text-ink-muted">{labelFor ? <label htmlFor={labelFor}>{label}</label> : label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const memberSince = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The account part of the dashboard: name, email (with its change flow), PayPal, currency, member since, settings. */
export function AccountDetails({ user }: { user: CurrentUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Account Details</CardTitle>
        <AccountSettingsMenu />
      </CardHeader>
      <CardContent>
        <dl>
          <Row label="Name">{name || <span className="text-ink-muted">Not set</span>}</Row>
          <Row label="Email">
            <EmailSetting user={user} />
          </Row>
          <Row label="PayPal email">
            <PaypalEmailSetting user={user} />
          </Row>
          <Row label="Preferred currency" labelFor="preferred-currency">
            <CurrencySetting user={user} id="preferred-currency" />
          </Row>
          <Row label="Member since">{memberSince(user.createdAt)}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}
