// What the app's routes (and the generator's screens, via src/app) use from identity.
export { AuthCard } from './components/auth-card';
export { AuthModal, type AuthModalProps, type AuthModalMode } from './components/auth-modal';
export { EmailCaptureDialog, type EmailCaptureDialogProps, type EmailCaptureContext } from './components/email-capture-dialog';
export { AccountDetails } from './components/account-details';
export { ResetPasswordForm } from './components/reset-password-fields';
export { SignInLinkPanel } from './components/sign-in-link-panel';
export { useSignInLinkState, signInLinkHeading } from './hooks/use-sign-in-link-state';
export { ReferralNotice } from './components/referral-notice';
export { useCurrentUser, currentUserQueryOptions, type CurrentUser } from './api/current-user';
export { useReferral } from './hooks/use-referral';
export { ReferralWelcomeBanner } from './components/referral-welcome-banner';
// The shell's sign-in state: header menu, logout, members-only gate. The shell imports these by file
// path (not this index) so the home page's first load stays small.
export { AccountMenu } from './components/account-menu';
export { SignedInOnly } from './components/signed-in-only';
export { SignInPrompt } from './components/sign-in-prompt';
export { useLogout, logout } from './api/logout';
