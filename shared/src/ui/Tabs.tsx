import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { revealFocusedItem } from './reveal-focused.ts';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultTab?: string;
  /** Tabs wrap onto more rows (two even rows in a container under 360 px) instead of scrolling sideways: every tab stays in sight. */
  wrap?: boolean;
  className?: string;
}

/** The tab a key press moves to (WAI-ARIA tabs pattern, automatic activation), or null. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** In-page tabs: a tablist whose arrow keys move between tabs, and one panel per tab. */
export function Tabs({ label, items, defaultTab, wrap = false, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, selectedIndex, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    setSelected(item.id);
    tabs.current[next]?.focus();
  }

  return (
    <div className={[styles.tabs, wrap ? styles.wrap : undefined, className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        className={wrap ? styles.list : `${styles.list} scroll-fade-x`}
        onKeyDown={onKeyDown}
        onFocus={wrap ? undefined : revealFocusedItem}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className={styles.panel}
        >
          {index === selectedIndex ? item.content : null}
        </div>
      ))}
    </div>
  );
}
