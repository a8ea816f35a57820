import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, userAtom } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { followNotificationsOfOtherTabs, NOTIFICATIONS_CHANGED_KEY, tellOtherTabsNotificationsChanged } from './other-tabs.ts';

let stop = () => undefined as void;
afterEach(() => {
  stop();
  window.localStorage.clear();
  palpiteStore.set(userAtom, null);
});

/** Another tab's signal, as this tab hears it. */
function otherTabTells(value: string) {
  const oldValue = window.localStorage.getItem(NOTIFICATIONS_CHANGED_KEY);
  window.localStorage.setItem(NOTIFICATIONS_CHANGED_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: NOTIFICATIONS_CHANGED_KEY, oldValue, newValue: value, storageArea: window.localStorage }));
}

describe('notifications changed in another tab', () => {
  it('are read again when another tab marked them read or cleared them, in a player’s tab only', () => {
    const readAgain = vi.fn();
    stop = followNotificationsOfOtherTabs(readAgain);
    palpiteStore.set(userAtom, makeUser());
    otherTabTells('1:1');
    expect(readAgain).toHaveBeenCalledTimes(1);
    palpiteStore.set(userAtom, null);
    otherTabTells('2:2');
    expect(readAgain).toHaveBeenCalledTimes(1);
    stop();
    palpiteStore.set(userAtom, makeUser());
    otherTabTells('3:3');
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('are told with a new value every time, so each change is heard', () => {
    tellOtherTabsNotificationsChanged();
    const first = window.localStorage.getItem(NOTIFICATIONS_CHANGED_KEY);
    tellOtherTabsNotificationsChanged();
    const second = window.localStorage.getItem(NOTIFICATIONS_CHANGED_KEY);
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
  });
});
