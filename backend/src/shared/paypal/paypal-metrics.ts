import type { Metrics } from '../observability';
import type { PayPalCall } from './paypal-connection';

/** Records each PayPal call's time by operation and outcome, and counts the failed ones. */
export function recordPayPalCalls(metrics: Metrics): (call: PayPalCall) => void {
  return ({ operation, seconds, outcome }) => {
    metrics.paypalDuration.observe({ operation, outcome }, seconds);
    if (outcome !== 'ok') metrics.paypalErrors.inc({ operation, kind: outcome });
  };
}
