/** The shared kernel's rule (rate limits key on emails too); identity's code imports it from here. */
export { normalizeEmail } from '../../../shared/ddd/email-address';
