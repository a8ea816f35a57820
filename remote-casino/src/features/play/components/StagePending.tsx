import { Skeleton } from '@palpite/shared';

/**
 * Marks what a stage shows while its game is on its way. Below 1024 px the game page keeps what
 * sits under the stage out of the layout meanwhile (GameDetailsPage.module.css): the game, far
 * taller than any placeholder on a phone, then arrives without pushing the page down on screen.
 */
export const STAGE_PENDING_ATTRIBUTE = 'data-stage-pending';

export function StagePending({ height }: { height: number }) {
  return (
    <div {...{ [STAGE_PENDING_ATTRIBUTE]: '' }}>
      <Skeleton height={height} radius="var(--radius-lg)" />
    </div>
  );
}
