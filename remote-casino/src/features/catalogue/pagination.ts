/**
 * The page buttons to show: the first, the last, and the current page with one neighbour each
 * side; runs that are skipped become one gap. Pure.
 */
export function pageItems(page: number, lastPage: number): Array<number | 'gap'> {
  const shown = new Set([1, lastPage, page - 1, page, page + 1].filter((value) => value >= 1 && value <= lastPage));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push('gap');
    items.push(value);
  });
  return items;
}
