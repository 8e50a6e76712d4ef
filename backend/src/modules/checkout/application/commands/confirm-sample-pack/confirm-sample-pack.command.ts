import { Command } from '@nestjs/cqrs';

export interface SamplePackCredited {
  credits: number;
  creditsAdded: number;
  packId: string;
}

/** POST /api/sample-pack-success: confirms a captured pack order and answers the balance. */
export class ConfirmSamplePackCommand extends Command<SamplePackCredited> {
  constructor(
    readonly providerOrderId: string,
    readonly userId: string,
  ) {
    super();
  }
}
