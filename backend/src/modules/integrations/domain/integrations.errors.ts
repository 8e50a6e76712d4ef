import { DomainError, fixedDomainError } from '../../../shared/ddd';

export class EmailNotProvedError extends fixedDomainError('forbidden', 'email_not_verified', 'Confirm your email address before creating API tokens or webhooks') {}

export class TooManyApiTokensError extends DomainError {
  constructor(max: number) {
    super('conflict', 'too_many_api_tokens', `You can keep at most ${max} API tokens; revoke one first`);
  }
}

export class TooManyWebhooksError extends DomainError {
  constructor(max: number) {
    super('conflict', 'too_many_webhooks', `You can keep at most ${max} webhooks; delete one first`);
  }
}

export class InvalidTokenExpiryError extends fixedDomainError('invalid', 'invalid_expiry', 'expiresAt must be a moment in the future, at most a year away') {}

export class WebhookUrlRefusedError extends DomainError {
  constructor(reason: string) {
    super('invalid', 'webhook_url_refused', `This webhook URL cannot be used: ${reason}`);
  }
}

export class ApiTokenNotFoundError extends fixedDomainError('not_found', 'api_token_not_found', 'API token not found') {}

export class WebhookNotFoundError extends fixedDomainError('not_found', 'webhook_not_found', 'Webhook not found') {}
