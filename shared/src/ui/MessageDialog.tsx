import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import styles from './MessageDialog.module.css';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** A quieter line under the message (a date, a hint). */
  detail?: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** Closing without the button (Escape, backdrop, ×); defaults to the action. */
  onClose?: () => void;
  dismissible?: boolean;
}

/** A dialog that tells one thing and offers one button: notices, announcements, notification details. */
export function MessageDialog({ open, title, message, detail, actionLabel, onAction, onClose, dismissible = true }: MessageDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose ?? onAction} closeOnBackdrop={dismissible} showCloseButton={dismissible}>
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <Button className={styles.action} onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </Modal>
  );
}
