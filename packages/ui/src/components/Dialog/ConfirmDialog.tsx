import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog';

type ConfirmDialogProps = {
  /** What is about to go (an event's title, a device's name); the dialog is open while it is set. */
  subject: string | null;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Named on the dialog for tests and styles ("delete-event-dialog"). */
  slot: string;
  onConfirm(): void;
  /** Cancelled, dismissed, or confirmed: the caller forgets the subject. */
  onClose(): void;
};

/** "Are you sure?" before something that cannot be undone: removing a slide or an event, revoking a device. */
function ConfirmDialog({
  subject,
  title,
  text,
  cancelLabel,
  confirmLabel,
  slot,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-slot={slot}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {subject !== null ? <p className="font-semibold text-ink">{subject}</p> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
