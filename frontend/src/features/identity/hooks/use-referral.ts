import { useLocation } from 'react-router-dom';
import { getRememberedReferral } from '@/lib/referral';
import { useReferralValidation } from '../api/referral';

const MAX_CODE_LENGTH = 64;

export interface Referral {
  /**
   * The ?ref= code to send with a sign-up: the candidate until the API has said it is not valid.
   * A form submitted before the check answers still carries it (the server checks every code and
   * ignores an unknown one), so a quick sign-up never loses its referrer.
   */
  code: string | null;
  /** Set once the API has confirmed the code. */
  referrerName: string | null;
}

/** The ?ref= code in the URL or remembered from an earlier page (the app shell stores it), checked with the API. */
export function useReferral(): Referral {
  const { search } = useLocation();
  const fromUrl = new URLSearchParams(search).get('ref')?.trim();
  // Codes are short: anything longer is not one (and would fail the forms' 64-character limit).
  const candidate = (fromUrl && fromUrl.length <= MAX_CODE_LENGTH ? fromUrl : null) || getRememberedReferral();
  const { data } = useReferralValidation(candidate);
  if (!candidate || (data && !data.valid)) return { code: null, referrerName: null };
  return { code: candidate, referrerName: data?.valid ? data.referrerName : null };
}
