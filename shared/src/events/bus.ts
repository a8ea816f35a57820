/**
 * The platform's typed event bus for one-off facts (a bet was removed, a deposit completed, a
 * realtime message arrived). Long-lived state belongs in atoms, not here.
 */
export interface PlatformEvents {
  /** A request came back 401 while a token was stored (spec §8); `key`: the answer's message key (`auth.banned`: the account was banned). */
  'session-expired': { status: 401; key?: string };
  /** The login flow produced a token (spec §4 "Login"). */
  'login-success': { token: string };
  /** The after-login sequence finished (spec §4). */
  'user-logged-in': { userId: number };
  'user-logged-out': Record<string, never>;
  /** Realtime: private:user.{id} balance-updated (spec §7). */
  'balance-updated': { newBalance: number; bonusBalance?: number };
  /** Realtime: private:user.{id} new-notification (spec §7). */
  'new-notification': { id?: number; message: string; key?: string; params?: Record<string, string | number>; title?: string };
  /** Realtime: private:user.{id} force-logout (spec §7). */
  'force-logout': { reason: string };
  /**
   * Realtime: these channels (re)attached without continuity, so messages published meanwhile will
   * never arrive: whoever shows their data reads it again. One event per burst (after a network
   * drop every channel re-attaches at once); a player's private channel also reports its first attach.
   */
  'realtime-resynced': { channels: readonly string[] };
  /** Realtime, low level: one channel lost continuity. Collected into `realtime-resynced`; listen to that. */
  'realtime-continuity-lost': { channel: string };
  /** Realtime: public:general announcement (spec §7). */
  announcement: Record<string, never>;
  /** Bet slip: an entry was removed (spec §4 "Bet slip"). */
  'bet-removed': { betId: string };
  'bet-placed': { betId: number };
  'deposit-completed': { transactionId: string };
  /** A remote changed the player's details: the host reloads `GET /user` into the store. */
  'user-refresh-requested': Record<string, never>;
  /** The server ended every session (password changed): the host clears the session and opens login. */
  'relogin-required': { reason: 'password-changed' };
  /** Ask the host to open the search overlay. */
  'open-search': Record<string, never>;
  /** Ask the bet slip (Sports mode) to open and take the keyboard focus: the host's "Skip to bet slip" link. */
  'open-bet-slip': Record<string, never>;
  /**
   * Ask the host to show a toast (a confirmation or a failure, for a few seconds). `message` is in
   * the page's language already; a toast with the `id` of one still shown replaces it.
   */
  toast: { tone: 'success' | 'error'; message: string; id?: string };
}

export type PlatformEventName = keyof PlatformEvents;
type Handler<Name extends PlatformEventName> = (payload: PlatformEvents[Name]) => void;

export interface EventBus {
  on<Name extends PlatformEventName>(name: Name, handler: Handler<Name>): () => void;
  emit<Name extends PlatformEventName>(name: Name, payload: PlatformEvents[Name]): void;
}

export function createEventBus(onHandlerError: (error: unknown) => void = console.error): EventBus {
  const handlers = new Map<PlatformEventName, Set<(payload: never) => void>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(name, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        // One faulty listener must not stop the others from hearing the event.
        try {
          (handler as Handler<typeof name>)(payload);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
  };
}

/** The one bus of the page. */
export const eventBus = createEventBus();
