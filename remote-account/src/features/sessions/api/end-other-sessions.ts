import { api } from '@palpite/shared';

export interface EndOtherSessionsResponse {
  success: boolean;
  /** How many sessions were ended. */
  ended: number;
  message: string;
}

/** `POST /user/sessions/end-others`: every session but this one is logged out. */
export function endOtherSessions(): Promise<EndOtherSessionsResponse> {
  return api.post('user/sessions/end-others').json<EndOtherSessionsResponse>();
}
