import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface DeleteSongDialogProps {
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteSongDialog({ title, busy, onConfirm, onCancel }: DeleteSongDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Song?</DialogTitle>
          <DialogDescription>"{title}" will be removed from your collection. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            Delete Song
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
