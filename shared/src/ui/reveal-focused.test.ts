import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FocusEvent } from 'react';
import { distanceIntoView, revealFocusedItem, STRIP_EDGE_FADE_PX } from './reveal-focused.ts';

const strip = { left: 16, right: 359 };

describe('distanceIntoView', () => {
  it('is 0 for an item already whole in the row', () => {
    expect(distanceIntoView(strip, { left: 16, right: 149 })).toBe(0);
    expect(distanceIntoView(strip, { left: 226, right: 359 })).toBe(0);
  });

  it('scrolls on by what sticks out past the end, back by what sticks out before the start', () => {
    expect(distanceIntoView(strip, { left: 306, right: 439 })).toBe(80);
    expect(distanceIntoView(strip, { left: -50, right: 83 })).toBe(-66);
  });

  it('keeps the item clear of the edge fade', () => {
    expect(distanceIntoView(strip, { left: 200, right: 340 }, 32)).toBe(13);
    expect(distanceIntoView(strip, { left: 30, right: 100 }, 32)).toBe(-18);
    expect(distanceIntoView(strip, { left: 60, right: 300 }, 32)).toBe(0);
  });

  it('aligns an item wider than the room on its start', () => {
    expect(distanceIntoView(strip, { left: 100, right: 500 })).toBe(84);
    expect(distanceIntoView(strip, { left: -100, right: 400 })).toBe(-116);
  });
});

function row(className: string, boxes: readonly [number, number][]) {
  const list = document.createElement('ul');
  list.className = className;
  const place = (element: Element, [left, right]: [number, number]) =>
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left, right, width: right - left } as DOMRect);
  place(list, [16, 359]);
  const buttons = boxes.map((box) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    item.append(button);
    list.append(item);
    place(item, box);
    place(button, box);
    return button;
  });
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy as typeof list.scrollBy;
  const focus = (target: Element) => revealFocusedItem({ currentTarget: list, target } as unknown as FocusEvent<HTMLElement>);
  return { list, buttons, scrollBy, focus };
}

afterEach(() => vi.restoreAllMocks());

describe('revealFocusedItem', () => {
  it('scrolls a row so that the item holding the focused control shows whole', () => {
    const { buttons, scrollBy, focus } = row('track', [
      [16, 149],
      [306, 439],
    ]);
    focus(buttons[0]!);
    expect(scrollBy).not.toHaveBeenCalled();
    focus(buttons[1]!);
    expect(scrollBy).toHaveBeenCalledWith({ left: 80, behavior: expect.any(String) });
  });

  it('leaves room for the edge fade of a scroll-fade-x strip', () => {
    const { buttons, scrollBy, focus } = row('list scroll-fade-x', [[250, 340]]);
    focus(buttons[0]!);
    expect(scrollBy).toHaveBeenCalledWith({ left: 340 - (359 - STRIP_EDGE_FADE_PX), behavior: expect.any(String) });
  });

  it('shows the focused control when its item is wider than the row (a country and its leagues)', () => {
    const { buttons, scrollBy, focus } = row('track', [[100, 600]]);
    vi.spyOn(buttons[0]!, 'getBoundingClientRect').mockReturnValue({ left: 380, right: 460, width: 80 } as DOMRect);
    focus(buttons[0]!);
    expect(scrollBy).toHaveBeenCalledWith({ left: 101, behavior: expect.any(String) });
  });

  it('ignores focus on the row itself', () => {
    const { list, scrollBy, focus } = row('track', [[306, 439]]);
    focus(list);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
