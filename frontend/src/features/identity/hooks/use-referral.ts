import { useLocation } from 'react-router-dom';
import { getRememberedReferral } from '@/lib/referral';
import { useReferralValidation } from '../api/referral';

export interface Referral {
  /** The ?ref= code, present only once the API has confirmed it (then sent with a sign-up). */
  code: string | null;
  referrerName: string | null;
}

/** The ?ref= code in the URL or remembered from an earlier page (the app shell stores it), checked with the API. */
export function useReferral(): Referral {
  const { search } = useLocation();
  const candidate = new URLSearchParams(search).get('ref')?.trim() || getRememberedReferral();
  const { data } = useReferralValidation(candidate);
  return data?.valid ? { code: candidate, referrerName: data.referrerName } : { code: null, referrerName: null };
}
