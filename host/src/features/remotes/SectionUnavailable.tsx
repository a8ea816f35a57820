import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, LineIcon, useFloatingBottomSpace, useTranslation, type RemoteName, type WidgetSlot } from '@palpite/shared';
import { useFocusPageHeadingOnLeave } from '../../hooks/focus-page-heading.ts';
import styles from './SectionUnavailable.module.css';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  compact?: boolean | undefined;
  title?: string | undefined;
  slot?: WidgetSlot | undefined;
  /** Shown again by the player's Retry: its heading takes the focus the Retry button had. */
  takeFocus?: boolean | undefined;
}

/** The focus was dropped (the Retry button went with the panel before): nothing the player chose holds it. */
function focusWasDropped(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active?.tagName === 'MAIN';
}

/**
 * A remote that could not load, in its slot. In a page's slot it is the page: its h1 names the
 * tab (the shell titles every page by its h1) and, after the Retry, the focus goes to the page
 * that loaded instead (or back to this heading if it failed again). The compact one floats where
 * its widget would, keeping the page's controls clear of it.
 */
export function SectionUnavailable({ remote, onRetry, compact = false, title, slot, takeFocus = false }: Props) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const panelNode = useCallback((node: HTMLDivElement | null) => {
    panelRef.current = node;
    setPanel(node);
  }, []);
  useFloatingBottomSpace(compact ? panel : null);
  useFocusPageHeadingOnLeave(panelRef);
  useEffect(() => {
    if (takeFocus && focusWasDropped()) headingRef.current?.focus();
  }, [takeFocus]);
  const Heading = compact ? 'h2' : 'h1';
  return (
    <div
      ref={panelNode}
      // Announced when it appears, unless its heading takes the focus (read then).
      role={takeFocus ? undefined : 'alert'}
      className={[styles.panel, compact ? styles.compact : ''].join(' ')}
      data-testid={`remote-unavailable-${remote}`}
      data-slot={slot}
    >
      {compact ? null : (
        <LineIcon className={styles.icon} size={48} strokeWidth={2}>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </LineIcon>
      )}
      <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
        {title ?? t('errors.sectionUnavailable')}
      </Heading>
      {compact ? null : <p className={styles.hint}>{t('errors.sectionUnavailableHint')}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
