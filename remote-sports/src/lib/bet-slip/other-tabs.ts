/**
 * The tabs of one browser share one bet slip. Its picks and the "Accept odds changes" choice are
 * stored (`betslip`, spec §4; `betslip_accept_odds_changes`): a change
 * another tab stores arrives here as a `storage` event, which fires only in the other tabs, so
 * applying it (without storing it again) never echoes back. The stake is not stored (spec §3 stores
 * the entries only, and a reload empties it): it goes to the other open tabs as a message on a
 * BroadcastChannel, which is not delivered to the tab that sent it either. Without this each tab kept
 * the slip it had loaded, stored it over the others' changes and offered a placed slip again.
 */
import { STORAGE_KEYS } from '@palpite/shared';
import { ACCEPT_ODDS_CHANGES_KEY } from './slip-storage.ts';

/** What a tab says to the others when its player sets the stake. */
interface StakeMessage {
  stake: string;
}

// Absent from some embedded browsers: the stake then stays each tab's own, as before.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('palpite:bet-slip') : null;

const isStakeMessage = (data: unknown): data is StakeMessage =>
  typeof data === 'object' && data !== null && typeof (data as Partial<StakeMessage>).stake === 'string';

export interface OtherTabsActions {
  /** Another tab stored the slip, or cleared the whole storage: show what is stored now. */
  slipStored(): void;
  /** The player set the stake in another tab. */
  stakeSet(stake: string): void;
  /** Another tab stored the "Accept odds changes" choice, or cleared the whole storage. */
  acceptOddsChangesStored(): void;
}

/** Follows the slip's changes made in the other tabs; returns the stop. */
export function followOtherTabs(actions: OtherTabsActions): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.betslip) actions.slipStored();
    if (event.key === null || event.key === ACCEPT_ODDS_CHANGES_KEY) actions.acceptOddsChangesStored();
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isStakeMessage(event.data)) actions.stakeSet(event.data.stake);
  };
  window.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
  };
}

/** Tells the other tabs the stake this tab's player set. */
export function tellOtherTabsStake(stake: string): void {
  const message: StakeMessage = { stake };
  channel?.postMessage(message);
}
