import { ConfirmDialog } from '../../components/Dialog';
import { texts } from './texts';

type LogoutEverywhereDialogProps = {
  open: boolean;
  onConfirm(): void;
  onClose(): void;
};

/**
 * What "Sair de todos os dispositivos" does, asked before it is done: it also signs out the phones at the door
 * that use this account, mid-event. Loaded on demand by the top bar, so Radix Dialog stays out of the first paint.
 */
function LogoutEverywhereDialog({ open, onConfirm, onClose }: LogoutEverywhereDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      slot="logout-everywhere-dialog"
      title={texts.logoutEverywhereConfirm.title}
      text={texts.logoutEverywhereConfirm.text}
      cancelLabel={texts.logoutEverywhereConfirm.cancel}
      confirmLabel={texts.logoutEverywhereConfirm.confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="text-sm text-ink-muted">{texts.logoutEverywhereConfirm.pairedDevices}</p>
    </ConfirmDialog>
  );
}

export { LogoutEverywhereDialog };
export type { LogoutEverywhereDialogProps };
