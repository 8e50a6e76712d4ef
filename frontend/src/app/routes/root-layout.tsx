import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/identity/components/account-menu';
import { ReferralWelcomeBanner } from '@/features/identity/components/referral-welcome-banner';
import { rememberReferralFromUrl } from '@/lib/referral';

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-linear-to-r from-party-gold via-party-rose to-party-violet"
    />
  );
}

/** Keeps any ?ref= code the visitor arrives with (on any page). */
function useRememberReferral() {
  const { search } = useLocation();
  useEffect(() => {
    rememberReferralFromUrl(search);
  }, [search]);
}

export function RootLayout() {
  useRememberReferral();
  return (
    <MainLayout accountMenu={<AccountMenu />}>
      <NavigationProgress />
      <ReferralWelcomeBanner />
      <Outlet />
      {/* Scrolls to top on navigation, restores on back, and honours #hash anchors. */}
      <ScrollRestoration />
    </MainLayout>
  );
}
