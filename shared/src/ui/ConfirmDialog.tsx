import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { LineIcon } from './LineIcon.tsx';
import { Modal } from './Modal.tsx';
import { Spinner } from './form/FormAlert.tsx';
import { Notice } from './Notice.tsx';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The safe choice's label; "Cancel" by default (say "Keep it" when the action itself is a cancellation). */
  cancelLabel?: string;
  busy: boolean;
  /** The server's message when the action failed; the dialog stays open to retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Cancel is focused first, the safe choice. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, cancelLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const descriptionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} title={title} onClose={close} describedBy={descriptionId} icon={<WarningIcon />} initialFocus={cancel}>
      <div className={styles.body}>
        <div id={descriptionId} className={styles.description}>
          {children}
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className={styles.actions}>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant="primary" className={styles.danger} onClick={onConfirm} busy={busy}>
            {busy ? <Spinner /> : null}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function WarningIcon() {
  return (
    <LineIcon size={26} strokeWidth={2} roundJoins={false}>
      <path d="M12 3 2.5 20h19L12 3z" strokeLinejoin="round" />
      <path d="M12 10v4.5M12 17.2v.1" />
    </LineIcon>
  );
}
