import { api } from '@palpite/shared';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export interface EndOtherSessionsResponse extends NoticeAnswer {
  success: boolean;
  /** How many sessions were ended. */
  ended: number;
}

/** `POST /user/sessions/end-others`: every session but this one is logged out. */
export function endOtherSessions(): Promise<EndOtherSessionsResponse> {
  return api.post('user/sessions/end-others').json<EndOtherSessionsResponse>();
}
