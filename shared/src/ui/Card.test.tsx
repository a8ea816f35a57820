import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its h2 title', () => {
    render(<Card title="Balances">R$ 10,00</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balances' })).toHaveTextContent('R$ 10,00');
  });

  it('titles itself with an h3 inside a section that has its own h2', () => {
    render(
      <Card title="Session reminder" headingLevel={3}>
        Every 30 minutes
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Session reminder' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('region', { name: 'Session reminder' })).toBeInTheDocument();
  });
});
