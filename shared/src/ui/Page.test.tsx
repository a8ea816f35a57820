import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LayoutSkeleton } from './Page.tsx';
import { tileGridClassName } from './tile-grid.ts';

describe('the tiles’ loading placeholder', () => {
  it('lays its tiles out on the platform’s grid of tiles, the one the tiles themselves take', () => {
    const { container } = render(<LayoutSkeleton layout="tiles" count={3} />);
    const grid = container.firstElementChild;

    expect(tileGridClassName).not.toBe('');
    expect(grid).toHaveClass(tileGridClassName);
    expect(grid?.children).toHaveLength(3);
  });
});
