import type { ReactNode } from 'react';
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
  open: boolean;
  /** What is about to go (an event's title, a device's name), in bold under the text. */
  subject?: string | null;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Named on the dialog for tests and styles ("delete-event-dialog"). */
  slot: string;
  /** More to read before confirming: the refund's rules, a dry run's figures. */
  children?: ReactNode;
  /** Confirming must wait (a dry run still loading). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  /** Cancelled, dismissed, or confirmed: the caller closes it. */
  onClose(): void;
};

/**
 * "Are you sure?" before something that cannot be undone: removing a slide, deleting or cancelling an event,
 * revoking a device, cancelling an order.
 */
function ConfirmDialog({
  open,
  subject,
  title,
  text,
  cancelLabel,
  confirmLabel,
  slot,
  children,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-slot={slot}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {subject ? <p className="font-semibold text-ink">{subject}</p> : null}
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={confirmDisabled}
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
