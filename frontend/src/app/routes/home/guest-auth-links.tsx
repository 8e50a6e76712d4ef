import type { AuthModalMode } from '@/features/identity/components/auth-modal';

const linkClasses = 'font-semibold text-party-rose underline-offset-4 hover:underline';

/** The generator's "Have an account? Sign in · Create account" line for signed-out visitors. */
export function GuestAuthLinks({ onOpen }: { onOpen: (mode: AuthModalMode) => void }) {
  return (
    <p className="text-sm text-ink-muted">
      Have an account?{' '}
      <button type="button" className={linkClasses} onClick={() => onOpen('signin')}>
        Sign in
      </button>
      <span aria-hidden="true"> · </span>
      <button type="button" className={linkClasses} onClick={() => onOpen('register')}>
        Create account
      </button>
    </p>
  );
}
