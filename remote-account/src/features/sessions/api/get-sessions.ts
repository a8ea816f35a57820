import { api } from '@palpite/shared';
import { useResource } from '../../../lib/use-resource.ts';

export type SessionDevice = 'mobile' | 'tablet' | 'desktop';

/** One logged-in device of the player. Dates are ISO 8601. */
export interface AccountSession {
  id: number;
  device: SessionDevice;
  browser: string;
  os: string;
  ip: string;
  created_at: string;
  last_active_at: string;
  /** The session making this request: this device. */
  current: boolean;
}

export interface SessionsResponse {
  sessions: AccountSession[];
}

/** This device first, then the most recently active. */
function byRelevance(a: AccountSession, b: AccountSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return Date.parse(b.last_active_at) - Date.parse(a.last_active_at);
}

/** `GET /user/sessions`: the player's open sessions. */
export async function getSessions(): Promise<AccountSession[]> {
  const { sessions } = await api.get('user/sessions').json<SessionsResponse>();
  return [...sessions].sort(byRelevance);
}

/** The sessions for a component; `reload()` after ending any. */
export function useSessions() {
  return useResource(getSessions);
}
