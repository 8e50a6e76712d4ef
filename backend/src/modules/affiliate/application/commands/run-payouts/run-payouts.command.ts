import { Command } from '@nestjs/cqrs';

export interface PlannedPayout {
  affiliateUserId: string;
  receiver: string;
  amountCents: number;
  clawbackCents: number;
  commissionCount: number;
  currency: string;
}

export interface PayoutRunResult {
  runKey: string;
  senderBatchId: string;
  dryRun: boolean;
  /** 'sent': a batch went to the provider now; 'resumed': a prepared batch was sent after a crash; 'already_ran': this week's batch was sent already; 'nothing_due'; 'refused': the provider refused the batch and its money went back to the balances; 'planned': a dry run (a dry run after this week's batch went out answers 'already_ran', its payouts being what the next run would pay). */
  outcome: 'sent' | 'resumed' | 'already_ran' | 'nothing_due' | 'planned' | 'refused';
  payouts: PlannedPayout[];
  /** Affiliates whose balance reached the threshold but who have no payout email. */
  skippedNoEmail: number;
}

/** The weekly payout (Monday 10:00 UTC): one provider item per affiliate whose mature balance reaches their threshold. */
export class RunPayoutsCommand extends Command<PayoutRunResult> {
  constructor(readonly options: { dryRun?: boolean; now?: Date } = {}) {
    super();
  }
}
