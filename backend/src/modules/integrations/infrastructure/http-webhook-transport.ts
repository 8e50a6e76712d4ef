import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { isPublicAddress } from '../domain/network-address';
import { WebhookTransport, type WebhookResponse } from '../application/ports/webhook-transport.port';

const TIMEOUT_MS = 10_000;
const NOT_PUBLIC = 'it points to a private, loopback or link-local address';

/** DNS lookups whose every answer must be a public address: checked when the socket connects, so a name re-pointed later (DNS rebinding) is caught too. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(Object.assign(new Error(NOT_PUBLIC), { code: 'EADDRNOTPUBLIC' }), '', 4);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * POSTs with node:http(s): a redirect is an answer like any other (never followed), the whole
 * exchange is cut after 10 s, and in production the connection only goes to public addresses.
 */
@Injectable()
export class HttpWebhookTransport extends WebhookTransport {
  private readonly publicOnly: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.publicOnly = config.isProduction;
  }

  async checkHost(raw: string): Promise<string | null> {
    if (!this.publicOnly) return null;
    const host = new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host)) return isPublicAddress(host) ? null : NOT_PUBLIC;
    return new Promise((resolve) => {
      dnsLookup(host, { all: true }, (error, addresses) => {
        if (error || addresses.length === 0) return resolve('its host name does not resolve');
        resolve(addresses.every((a) => isPublicAddress(a.address)) ? null : NOT_PUBLIC);
      });
    });
  }

  post(raw: string, headers: Record<string, string>, body: string): Promise<WebhookResponse> {
    const url = new URL(raw);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (this.publicOnly && isIP(host) && !isPublicAddress(host)) return Promise.resolve({ error: NOT_PUBLIC });
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      timeout: TIMEOUT_MS,
      ...(this.publicOnly ? { lookup: publicOnlyLookup } : {}),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const overall = setTimeout(() => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      const req = send(url, options, (res) => {
        // The answer's body is not needed; drain it so the socket closes cleanly.
        res.resume();
        res.on('end', () => {
          clearTimeout(overall);
          resolve({ statusCode: res.statusCode ?? 0 });
        });
        res.on('error', (error) => {
          clearTimeout(overall);
          resolve({ error: error.message });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => {
        clearTimeout(overall);
        resolve({ error: error.message });
      });
      req.end(body);
    });
  }
}
