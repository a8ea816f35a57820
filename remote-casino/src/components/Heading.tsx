import type { ComponentPropsWithRef } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/**
 * A heading whose level is given by where it is placed: the same block (a live table, the roulette
 * history) sits one level deeper on one page than on another, and a skipped level misleads a
 * screen reader's outline of the page.
 */
export function Heading({ level, ...props }: { level: HeadingLevel } & ComponentPropsWithRef<'h2'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
