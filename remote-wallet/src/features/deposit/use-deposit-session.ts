import { useCallback, useRef, useState } from 'react';
import { eventBus, useEvent } from '@palpite/shared';
import { usePolling } from '../../lib/use-polling.ts';
import { isOpen, type Deposit } from './api/deposit.ts';
import { getDeposit } from './api/get-deposit.ts';

/** How often an open deposit's status is asked while the player waits (Pix pays in seconds). */
export const POLL_INTERVAL_MS = 3000;

export type DepositSession =
  { kind: 'form' } | { kind: 'loading'; id: string } | { kind: 'loadFailed'; id: string; error: unknown } | { kind: 'deposit'; deposit: Deposit };

/**
 * The deposit the panel shows: none (the form), one just created, or one opened by id (back from
 * a provider's checkout, or resumed from the recent list). While it is open its status is polled
 * every 3 s (and at once when the balance changes); the first time it is seen completed, the
 * platform is told so the balance updates everywhere.
 */
export function useDepositSession(onChanged: () => void) {
  const [session, setSession] = useState<DepositSession>({ kind: 'form' });
  const credited = useRef(new Set<string>());
  const opening = useRef<string | null>(null);
  const lastStatus = useRef(new Map<string, Deposit['status']>());

  const show = useCallback(
    (deposit: Deposit) => {
      // Only the deposit on screen: a late answer for an earlier one is dropped.
      if (opening.current !== deposit.id) return;
      setSession({ kind: 'deposit', deposit });
      if (deposit.status === 'completed' && !credited.current.has(deposit.id)) {
        credited.current.add(deposit.id);
        eventBus.emit('user-refresh-requested', {});
        eventBus.emit('deposit-completed', { transactionId: deposit.id });
      }
      const before = lastStatus.current.get(deposit.id);
      lastStatus.current.set(deposit.id, deposit.status);
      // The recent list shows each deposit's status: read it again when this one moved ("I have paid": confirming) or ended.
      if (!isOpen(deposit) || (before !== undefined && before !== deposit.status)) onChanged();
    },
    [onChanged],
  );

  /** A deposit the player just created. */
  const start = useCallback(
    (deposit: Deposit) => {
      opening.current = deposit.id;
      show(deposit);
      // A new deposit joins the recent list (a final one already made `show` reload it).
      if (isOpen(deposit)) onChanged();
    },
    [show, onChanged],
  );

  /** A deposit by id, e.g. `?deposit=<id>` after the provider's checkout. */
  const open = useCallback(
    (id: string) => {
      opening.current = id;
      setSession({ kind: 'loading', id });
      getDeposit(id).then(show, (error: unknown) => {
        if (opening.current === id) setSession({ kind: 'loadFailed', id, error });
      });
    },
    [show],
  );

  const reset = useCallback(() => {
    opening.current = null;
    setSession({ kind: 'form' });
  }, []);

  const current = session.kind === 'deposit' ? session.deposit : null;
  const refresh = useCallback(async () => {
    if (!current) return;
    show(await getDeposit(current.id));
  }, [current, show]);

  usePolling(refresh, POLL_INTERVAL_MS, current !== null && isOpen(current));
  // The realtime balance update usually comes first: look now instead of at the next tick.
  useEvent('balance-updated', () => {
    if (current && isOpen(current)) void refresh().catch(() => undefined);
  });

  return { session, start, open, reset, show, refresh };
}
