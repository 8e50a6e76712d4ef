// Notifications' public facade. NotificationsModule is global: inject EmailSender anywhere and call
// `sendEmail(message)` (inside a UnitOfWork.run the email goes only if that commits);
// build the message with `renderEmail` for the product's HTML + plain-text layout.
export { EmailSender } from '../application/email-sender';
export { renderEmail, type EmailContent } from '../application/render-email';
export type { EmailMessage } from '../application/email-message';
