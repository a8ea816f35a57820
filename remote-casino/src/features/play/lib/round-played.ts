/**
 * "A round was played on this page" for the casino's own panels. Every in-house round and every
 * dealt hand takes the next nonce of the player's seed pair, in demo too, so the fairness panel beside
 * the stage reads its pair again. The platform's `balance-updated` does not cover it: demo rounds
 * move no platform balance.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after each round or deal; answers the unsubscribe. */
export function onRoundPlayed(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceRoundPlayed(): void {
  for (const listener of [...listeners]) listener();
}
