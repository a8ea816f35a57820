import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './LineIcon.tsx';
import { useFocusTrap } from './useFocusTrap.ts';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Close when the dimmed backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Close on Escape (default true). */
  closeOnEscape?: boolean;
  /** Show the × button in the header (default true). */
  showCloseButton?: boolean;
  /** A decorative badge above the title. */
  icon?: ReactNode;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string;
  /** What gets focus on open; default: the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium';
}

/** The platform's dialog: a portal with a backdrop, rendered only while `open`. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalSurface {...props} />, document.body);
}

function ModalSurface({
  title,
  onClose,
  children,
  closeOnBackdrop = true,
  closeOnEscape = true,
  showCloseButton = true,
  icon,
  describedBy,
  initialFocus,
  size = 'small',
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape: closeOnEscape ? onClose : undefined, initialFocus });

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" data-testid="modal-backdrop" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size]].join(' ')}
      >
        {/* A div, not a <header>: outside an article or section, Chromium maps <header> to a second banner landmark. */}
        <div className={styles.header}>
          {icon ? <div className={styles.icon}>{icon}</div> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div className={styles.body}>{children}</div>
        {showCloseButton ? (
          // Last in the tab order, so the dialog opens on its own content; drawn in the corner.
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <LineIcon roundJoins={false}>
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        ) : null}
      </div>
    </div>
  );
}
