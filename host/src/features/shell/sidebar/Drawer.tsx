import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@palpite/shared';
import styles from './Drawer.module.css';

interface DrawerProps {
  id: string;
  label: string;
  /** `phone`: the 300 px mobile sidebar; `tablet`: the desktop sidebar's content, 768–1023 px. */
  size: 'phone' | 'tablet';
  onClose: () => void;
  children: ReactNode;
}

/**
 * An off-canvas panel from the left: a modal surface that traps focus, closes on Escape and on
 * a backdrop click, locks page scroll and gives focus back to its opener. Mounted only while open.
 */
export function Drawer({ id, label, size, onClose, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { onEscape: onClose });
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" data-testid="drawer-backdrop" onClick={onClose} />
      <div ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} className={[styles.panel, styles[size]].join(' ')}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
