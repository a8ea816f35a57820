import { createContext, useContext, type ReactNode } from 'react';
import { FormAlert, useRealtimeInterrupted, useTranslation } from '@palpite/shared';

/** True inside a live page whose updates stopped arriving: its odds buttons take no new picks. */
const PricesPausedContext = createContext(false);

export const usePricesPaused = () => useContext(PricesPausedContext);

/**
 * Wraps a live page's content: while the realtime link is lost, says that scores and odds may be
 * out of date and locks the odds buttons as suspended (a pick at a price that may have moved would
 * only meet "odds changed" at the slip), until the connection is back and the page caught up.
 */
export function LivePricesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sports');
  const paused = useRealtimeInterrupted();
  return (
    <PricesPausedContext.Provider value={paused}>
      {paused ? <FormAlert tone="info">{t('live.interrupted')}</FormAlert> : null}
      {children}
    </PricesPausedContext.Provider>
  );
}
