import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { revealCurrentTab } from './reveal-current-tab.ts';
import { TabNav } from './TabNav.tsx';

function renderAt(path: string, links: Parameters<typeof TabNav>[0]['links']) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TabNav label="Sections" links={links} />
    </MemoryRouter>,
  );
}

describe('TabNav', () => {
  it('marks the tab of the current path', () => {
    renderAt('/user/wallet/usertransaction', [
      { to: '/user/wallet', label: 'Deposit' },
      { to: '/user/wallet/usertransaction', label: 'History' },
    ]);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
  });

  it('follows `current` where a query parameter tells the tabs apart, and shows a coming-soon tab as no link', () => {
    renderAt('/sports?sport=basketball', [
      { to: '/sports', label: 'All', current: false },
      { to: '/sports?sport=basketball', label: 'Basketball', current: true },
      { label: 'Volleyball', soon: 'Soon' },
    ]);
    expect(screen.getByRole('link', { name: 'Basketball' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: /Volleyball/ })).toBeNull();
    expect(screen.getByText('Volleyball')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Volleyball')).toHaveTextContent('VolleyballSoon');
  });

  it('scrolls a strip so the current tab is seen, centred, and leaves it when the tab is already in view', () => {
    const list = document.createElement('ul');
    const tab = document.createElement('a');
    tab.setAttribute('aria-current', 'page');
    list.append(tab);
    const rect = (left: number, width: number) => ({ left, width, right: left + width }) as DOMRect;
    list.getBoundingClientRect = () => rect(0, 375);
    // The fourth of five tabs, from 420 to 540 px: beyond the phone's 375 px strip.
    tab.getBoundingClientRect = () => rect(420 - list.scrollLeft, 120);
    revealCurrentTab(list);
    expect(list.scrollLeft).toBe(420 - (375 - 120) / 2);
    const scrolled = list.scrollLeft;
    revealCurrentTab(list);
    expect(list.scrollLeft).toBe(scrolled);
  });
});
