/** Which ends of a horizontally scrolled row are reached (pure): the arrows toward them have nowhere to go. */
export interface CarouselEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** A pixel of slack: zoomed or scaled screens stop scrolling a fraction short of the end. */
const SLACK_PX = 1;

export function carouselEdges({ scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number }): CarouselEdges {
  // Math.abs: a right-to-left row scrolls to negative offsets.
  const offset = Math.abs(scrollLeft);
  return { atStart: offset <= SLACK_PX, atEnd: offset + clientWidth >= scrollWidth - SLACK_PX };
}
