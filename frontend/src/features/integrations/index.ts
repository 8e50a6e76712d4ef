// Integrations: the account's API tokens (webhooks are managed through the API).
export { ApiTokensCard } from './components/api-tokens-card';
