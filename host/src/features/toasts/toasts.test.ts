import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, withToast, type Toast } from './toasts.ts';

const toast = (key: number, id: string | null = null): Toast => ({ key, id, tone: 'success', message: `message ${key}` });

describe('toast list', () => {
  it('adds the newest last and keeps at most three, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let key = 1; key <= 5; key++) list = withToast(list, toast(key));
    expect(list.map((shown) => shown.key)).toEqual([3, 4, 5]);
    expect(list).toHaveLength(MAX_TOASTS);
  });

  it('replaces a toast of the same id, moving it last; toasts without an id never replace', () => {
    const list = [toast(1, 'fav:a'), toast(2), toast(3, 'fav:b')];
    expect(withToast(list, toast(4, 'fav:a')).map((shown) => shown.key)).toEqual([2, 3, 4]);
    expect(withToast([toast(1), toast(2)], toast(3)).map((shown) => shown.key)).toEqual([1, 2, 3]);
  });
});
