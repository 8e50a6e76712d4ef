import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ResetPasswordForm } from './reset-password-fields';

interface SetNewPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/** For a visitor who has the reset code from their email but not the link at hand. */
export function SetNewPasswordDialog({ open, onOpenChange, onDone }: SetNewPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set New Password</DialogTitle>
          <DialogDescription>Paste the reset code from your email and choose a new password.</DialogDescription>
        </DialogHeader>
        <ResetPasswordForm onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}
