// What the app's routes (and the generator's screens, via src/app) use from identity.
export { AuthCard } from './components/auth-card';
export { AuthModal, type AuthModalProps, type AuthModalMode } from './components/auth-modal';
export { EmailCaptureDialog, type EmailCaptureDialogProps, type EmailCaptureContext } from './components/email-capture-dialog';
export { AccountDetails } from './components/account-details';
export { ResetPasswordForm } from './components/reset-password-fields';
export { ReferralNotice } from './components/referral-notice';
export { useCurrentUser, currentUserQueryOptions, type CurrentUser } from './api/current-user';
export { useReferral } from './hooks/use-referral';
export { ReferralWelcomeBanner } from './components/referral-welcome-banner';
