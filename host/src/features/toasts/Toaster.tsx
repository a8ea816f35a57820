import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useEvent, useTranslation } from '@palpite/shared';
import { TOAST_MS, withToast, type Toast } from './toasts.ts';
import styles from './Toaster.module.css';

/**
 * Toasts (visual direction: "toasts for confirmations"): any app emits `toast` on the event bus
 * with a message in the page's language, and the host shows it for TOAST_MS in one polite live
 * region, so a screen reader hears it without losing its place. A toast stays while the pointer
 * or focus is on it (WCAG 2.2.1) and has a close button.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextKey = useRef(0);
  useEvent('toast', ({ tone, message, id }) => {
    nextKey.current += 1;
    const toast = { key: nextKey.current, id: id ?? null, tone, message };
    setToasts((list) => withToast(list, toast));
  });
  const dismiss = (key: number) => setToasts((list) => list.filter((shown) => shown.key !== key));

  return (
    // A live region, not a landmark: it is on the page before any toast (so each is announced) and
    // would be an empty landmark most of the time.
    <div className={styles.region} aria-live="polite" aria-relevant="additions text" data-toasts>
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={() => dismiss(toast.key)} closeLabel={t('actions.close')} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: () => void; closeLabel: string }) {
  const [held, setHeld] = useState(false);
  const expire = useEffectEvent(onDismiss);
  // The timer starts again in full when the toast is let go.
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => expire(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return (
    <div
      className={[styles.toast, styles[toast.tone]].join(' ')}
      data-tone={toast.tone}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.tone === 'success' ? '✓' : '!'}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
