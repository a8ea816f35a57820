import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
});
