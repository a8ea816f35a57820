import { useId, useState } from 'react';
import { useTranslation } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import { OTHER_SPORTS_GROUP } from '../menu.ts';
import { MenuItems } from './MenuList.tsx';
import menu from './MenuList.module.css';
import styles from './Sidebar.module.css';

/** The desktop sidebar's collapsible "Other Sports" section; it starts open (spec §2). */
export function OtherSports() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const listId = useId();
  return (
    <div className={menu.group}>
      <button type="button" id={titleId} className={styles.collapse} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span>{t(OTHER_SPORTS_GROUP.titleKey)}</span>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      {open ? <MenuItems id={listId} items={OTHER_SPORTS_GROUP.items} labelledBy={titleId} /> : null}
    </div>
  );
}
