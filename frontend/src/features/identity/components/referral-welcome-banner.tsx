import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/current-user';
import { ReferralNotice } from './referral-notice';

/** On arrival with a valid ?ref= code (any page), a signed-out visitor sees who invited them. */
export function ReferralWelcomeBanner() {
  const { search } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending || user || !new URLSearchParams(search).get('ref')) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
      <ReferralNotice />
    </div>
  );
}
