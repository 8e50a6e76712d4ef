import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { Metrics } from './metrics';
import { mayReadMetrics, METRICS_DENIED_BODY } from './metrics-access';

/** Prometheus scrape endpoint: loopback, or `Authorization: Bearer $METRICS_TOKEN`. */
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!mayReadMetrics(req, this.config.METRICS_TOKEN)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json(METRICS_DENIED_BODY);
      return;
    }
    const { contentType, body } = await this.metrics.text();
    res.status(200).type(contentType).send(body);
  }
}
