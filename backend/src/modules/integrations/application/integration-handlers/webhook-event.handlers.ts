import { Injectable } from '@nestjs/common';
import type { PaymentCapturedV1, SongFailedV1, SongPreviewsReadyV1, SongRenderedV1, SongVideoReadyV1 } from '@boogy/contracts';
import { OnIntegrationEvent, type DeliveredEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { WebhookFanOut } from '../webhook-fan-out';

// Inbox entry points: each runs in the transaction that records the message as handled, so a
// redelivered event queues nothing twice. The names are the queues' and inbox keys: never rename.
// Guests' songs (no owner) have no webhooks.

@Injectable()
@OnIntegrationEvent('catalog.song-previews-ready.v1', 'integrations.webhook-song-previews-ready')
export class OnSongPreviewsReady implements IntegrationEventHandler<'catalog.song-previews-ready.v1'> {
  constructor(private readonly fanOut: WebhookFanOut) {}

  async handle(p: SongPreviewsReadyV1, event: DeliveredEvent<'catalog.song-previews-ready.v1'>): Promise<void> {
    if (!p.ownerUserId) return;
    await this.fanOut.record({ ownerUserId: p.ownerUserId, type: 'song.previews_ready', key: `song.previews_ready:${p.songId}:${p.taskId}`, occurredAt: event.occurredAt, data: { songId: p.songId } });
  }
}

@Injectable()
@OnIntegrationEvent('catalog.song-rendered.v1', 'integrations.webhook-song-completed')
export class OnSongRendered implements IntegrationEventHandler<'catalog.song-rendered.v1'> {
  constructor(private readonly fanOut: WebhookFanOut) {}

  async handle(p: SongRenderedV1, event: DeliveredEvent<'catalog.song-rendered.v1'>): Promise<void> {
    if (!p.ownerUserId) return;
    await this.fanOut.record({ ownerUserId: p.ownerUserId, type: 'song.completed', key: `song.completed:${p.songId}`, occurredAt: event.occurredAt, data: { songId: p.songId, trackCount: p.trackCount } });
  }
}

@Injectable()
@OnIntegrationEvent('catalog.song-failed.v1', 'integrations.webhook-song-failed')
export class OnSongFailed implements IntegrationEventHandler<'catalog.song-failed.v1'> {
  constructor(private readonly fanOut: WebhookFanOut) {}

  async handle(p: SongFailedV1, event: DeliveredEvent<'catalog.song-failed.v1'>): Promise<void> {
    if (!p.ownerUserId) return;
    await this.fanOut.record({ ownerUserId: p.ownerUserId, type: 'song.failed', key: `song.failed:${p.songId}:${p.taskId}`, occurredAt: event.occurredAt, data: { songId: p.songId, reason: p.reason } });
  }
}

@Injectable()
@OnIntegrationEvent('catalog.song-video-ready.v1', 'integrations.webhook-song-video-ready')
export class OnSongVideoReady implements IntegrationEventHandler<'catalog.song-video-ready.v1'> {
  constructor(private readonly fanOut: WebhookFanOut) {}

  async handle(p: SongVideoReadyV1, event: DeliveredEvent<'catalog.song-video-ready.v1'>): Promise<void> {
    if (!p.ownerUserId) return;
    // Once per song, kind and version (version 1's key is the one it had before versions had videos).
    const track = p.track ?? 1;
    const key = `song.video_ready:${p.songId}:${p.kind}${track === 1 ? '' : `:v${track}`}`;
    await this.fanOut.record({ ownerUserId: p.ownerUserId, type: 'song.video_ready', key, occurredAt: event.occurredAt, data: { songId: p.songId, kind: p.kind, track, durationSec: p.durationSec } });
  }
}

@Injectable()
@OnIntegrationEvent('checkout.payment-captured.v1', 'integrations.webhook-payment-captured')
export class OnPaymentCapturedForWebhooks implements IntegrationEventHandler<'checkout.payment-captured.v1'> {
  constructor(private readonly fanOut: WebhookFanOut) {}

  async handle(p: PaymentCapturedV1, event: DeliveredEvent<'checkout.payment-captured.v1'>): Promise<void> {
    await this.fanOut.record({
      ownerUserId: p.buyerUserId,
      type: 'payment.captured',
      key: `payment.captured:${p.paymentId}`,
      occurredAt: event.occurredAt,
      data: { paymentId: p.paymentId, songId: p.songId, packId: p.packId, amountPaidCents: p.amountPaidCents, currency: p.currency },
    });
  }
}
