import { describe, expect, it } from 'vitest';
import { carouselEdges } from './carousel-edges.ts';

describe('carouselEdges', () => {
  it('is at the start before any scroll, and at both ends when everything fits', () => {
    expect(carouselEdges({ scrollLeft: 0, clientWidth: 400, scrollWidth: 1200 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400 })).toEqual({ atStart: true, atEnd: true });
  });

  it('is at neither end in the middle, and at the end a fraction of a pixel short of it', () => {
    expect(carouselEdges({ scrollLeft: 300, clientWidth: 400, scrollWidth: 1200 })).toEqual({ atStart: false, atEnd: false });
    expect(carouselEdges({ scrollLeft: 799.5, clientWidth: 400, scrollWidth: 1200 })).toEqual({ atStart: false, atEnd: true });
  });
});
