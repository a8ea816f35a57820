import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextTabIndex, Tabs } from './Tabs.tsx';

describe('nextTabIndex', () => {
  it('wraps around with the arrow keys and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'a', label: 'Alpha', content: <p>alpha panel</p> },
    { id: 'b', label: 'Beta', content: <p>beta panel</p> },
  ];

  it('shows the selected panel and switches by click and by keyboard', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Demo" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('alpha panel');

    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('beta panel');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('tabindex', '-1');
  });

  it('scrolls sideways with a fading edge by default, and wraps with no fade when asked', () => {
    const { rerender } = render(<Tabs label="Demo" items={items} />);
    expect(screen.getByRole('tablist')).toHaveClass('scroll-fade-x');
    rerender(<Tabs label="Demo" items={items} wrap />);
    expect(screen.getByRole('tablist')).not.toHaveClass('scroll-fade-x');
  });
});
