import { createHash } from 'node:crypto';

export const DELIVER_WEBHOOK_QUEUE = 'integrations.deliver-webhook';

export interface DeliverWebhookJob {
  deliveryId: string;
  /** Failed attempts before this one: a job for an attempt already made is stale and does nothing. */
  attempt: number;
}

/** One job id per delivery attempt: scheduling the same attempt twice queues it once. */
export function deliveryJobId(deliveryId: string, attempt: number): string {
  const hex = createHash('sha256').update(`${deliveryId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
