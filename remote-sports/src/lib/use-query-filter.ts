/** A page's filter kept in its address (`?sport=basketball`), so a reload, a shared link and Back/Forward keep it. */
import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface QueryFilter<Value extends string> {
  /** The query parameter's name. */
  name: string;
  /** The values the filter takes, or a test of one: anything else in the address (a typo, an old link) reads as the default. */
  allowed: readonly Value[] | ((asked: string) => asked is Value);
  /** The value when nothing (or nothing allowed) is asked; choosing it leaves the address clean. */
  defaultValue: Value;
}

function isAllowed<Value extends string>(asked: string, allowed: QueryFilter<Value>['allowed']): asked is Value {
  return typeof allowed === 'function' ? allowed(asked) : (allowed as readonly string[]).includes(asked);
}

/** The filter's value in `params`: the first one asked when it is allowed, else the default. */
export function queryFilterValue<Value extends string>(params: URLSearchParams, { name, allowed, defaultValue }: QueryFilter<Value>): Value {
  const asked = params.get(name);
  return asked !== null && isAllowed(asked, allowed) ? asked : defaultValue;
}

/** A copy of `params` with the filter set to `value`, or without it for the default. */
export function withQueryFilter<Value extends string>(params: URLSearchParams, { name, defaultValue }: QueryFilter<Value>, value: Value): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === defaultValue) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The filter's value and its setter. A change replaces the history entry: choosing a filter is not
 * going to another page, so Back leaves the page as the player expects instead of undoing one choice
 * at a time (and a replace keeps the scroll, where a push would jump to the top: the host's
 * ScrollRestorer). The other parameters of the address stay as they are.
 *
 * The value chosen shows at once: the router moves the address in a transition, and until it has,
 * a page would render the choice's other effects (a date field's text, read with its value) beside
 * the value before it.
 */
export function useQueryFilter<Value extends string>(filter: QueryFilter<Value>): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const [value, showValue] = useOptimistic(queryFilterValue(params, filter));
  const choose = (chosen: Value) =>
    startTransition(() => {
      showValue(chosen);
      setParams((current) => withQueryFilter(current, filter, chosen), { replace: true });
    });
  return [value, choose];
}
