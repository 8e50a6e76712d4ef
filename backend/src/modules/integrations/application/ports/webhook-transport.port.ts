export type WebhookResponse = { statusCode: number } | { error: string };

/** Sends one signed POST (no redirects followed; in production only to public addresses). */
export abstract class WebhookTransport {
  /** The host's addresses checked now (creation time); null when usable, else why not. */
  abstract checkHost(url: string): Promise<string | null>;
  abstract post(url: string, headers: Record<string, string>, body: string): Promise<WebhookResponse>;
}
