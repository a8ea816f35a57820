import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

type Loaded<Item> =
  | { key: string; query: string; status: 'error'; error: unknown }
  /** `pages`: how many pages the rows hold (a reload reads as many again). */
  | { key: string; query: string; status: 'ready'; items: Item[]; nextCursor: string | null; pages: number };

/**
 * The next page of `query` was asked for and is not on screen yet (it is read as soon as the rows
 * shown are current, so a press during a refresh waits for it), or its last try on the rows of `key` failed.
 */
type MoreRequest = { state: 'wanted'; query: string } | { state: 'failed'; key: string };

export type PagedList<Item> = (
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `refreshing`: a reload runs and the rows shown may be a moment old. */
  | { status: 'ready'; items: Item[]; nextCursor: string | null; refreshing: boolean }
) & {
  /** The next page: idle, loading, or its last try failed (the button offers it again). */
  more: 'idle' | 'loading' | 'failed';
  loadMore: () => void;
  /** Reads the pages shown again; a failure shows. */
  reload: () => void;
  /** The same for a background refresh: a failure keeps the rows shown. */
  refresh: () => void;
};

/**
 * A list read page by page with the API's `next_cursor`: the first page loads whenever `query`
 * changes (a new filter starts over), `loadMore()` appends the next page, `reload()` reads again
 * as many pages as are shown (a player who loaded three keeps three) and keeps the rows on screen
 * meanwhile; `refresh()` the same in the background, keeping them if it fails. A `loadMore()` pressed
 * during a reload, or still running when one starts, is kept: the next page is read after the
 * reloaded rows, so no press is lost and no row shows twice. Late answers of an older query are ignored.
 */
export function usePagedList<Item>(load: (cursor: string | null) => Promise<Page<Item>>, query: string): PagedList<Item> {
  const [generation, setGeneration] = useState(0);
  const key = `${generation}|${query}`;
  const [loaded, setLoaded] = useState<Loaded<Item> | null>(null);
  const [more, setMore] = useState<MoreRequest | null>(null);
  const fetchPage = useEffectEvent(load);

  // What the screen holds when a reload starts: the pages to read again, the rows to keep if it fails.
  const shown = useRef<Loaded<Item> | null>(null);
  // Quiet only if every read asked since the last one ended was a background refresh: a reload the
  // player asked for is not silenced by a refresh that followed it.
  const quiet = useRef(true);
  useEffect(() => {
    shown.current = loaded;
  });

  useEffect(() => {
    let current = true;
    const before = shown.current?.query === query && shown.current.status === 'ready' ? shown.current : null;
    const readPages = async () => {
      const items: Item[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await fetchPage(cursor);
        items.push(...page.items);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < (before?.pages ?? 1));
      return { items, nextCursor: cursor, pages };
    };
    readPages().then(
      (read) => {
        if (!current) return;
        quiet.current = true;
        setLoaded({ key, query, status: 'ready', ...read });
        // A press waiting for these rows stays only if they have a next page; one for another query is over.
        setMore((request) => (request?.state === 'wanted' && request.query === query && read.nextCursor !== null ? request : null));
      },
      (error: unknown) => {
        if (!current) return;
        const keep = quiet.current;
        quiet.current = true;
        setLoaded(before && keep ? { ...before, key } : { key, query, status: 'error', error });
        // The rows kept still take the press; a failure shown instead offers no next page.
        if (!(before && keep)) setMore(null);
      },
    );
    return () => {
      current = false;
    };
  }, [key, query]);

  const nextPageWanted = more?.state === 'wanted' && more.query === query;
  const moreState: PagedList<Item>['more'] = nextPageWanted ? 'loading' : more?.state === 'failed' && more.key === key ? 'failed' : 'idle';
  // The rows of the current read, once it landed: the next page follows them, never rows a reload is replacing.
  const landed = loaded?.key === key && loaded.status === 'ready' ? loaded : null;

  useEffect(() => {
    if (!nextPageWanted || !landed?.nextCursor) return;
    // A reload starting meanwhile drops this answer; the press stays wanted and is read after the reloaded rows.
    let current = true;
    fetchPage(landed.nextCursor).then(
      (page) => {
        if (!current) return;
        setLoaded({ ...landed, items: [...landed.items, ...page.items], nextCursor: page.nextCursor, pages: landed.pages + 1 });
        setMore(null);
      },
      () => {
        if (current) setMore({ state: 'failed', key });
      },
    );
    return () => {
      current = false;
    };
  }, [nextPageWanted, landed, key]);

  const readAgain = useCallback((keepOnFailure: boolean) => {
    quiet.current &&= keepOnFailure;
    setGeneration((count) => count + 1);
  }, []);
  const reload = useCallback(() => readAgain(false), [readAgain]);
  const refresh = useCallback(() => readAgain(true), [readAgain]);

  // Offered whenever rows of this query with a next page are shown, landed or being refreshed.
  function loadMore() {
    const shownRows = loaded?.status === 'ready' && loaded.query === query ? loaded : null;
    if (!shownRows?.nextCursor || nextPageWanted) return;
    setMore({ state: 'wanted', query });
  }

  const actions = { more: moreState, loadMore, reload, refresh } as const;
  if (loaded?.key === key) {
    return loaded.status === 'ready'
      ? { status: 'ready', items: loaded.items, nextCursor: loaded.nextCursor, refreshing: false, ...actions }
      : { status: 'error', error: loaded.error, ...actions };
  }
  // A reload of the same query keeps its rows on screen; a new query shows the skeleton.
  if (loaded?.status === 'ready' && loaded.query === query) {
    return { status: 'ready', items: loaded.items, nextCursor: loaded.nextCursor, refreshing: true, ...actions };
  }
  return { status: 'loading', ...actions };
}
