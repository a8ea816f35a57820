import { api } from '@palpite/shared';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export interface EndSessionResponse extends NoticeAnswer {
  success: boolean;
}

/** `DELETE /user/sessions/:id`: that device is logged out; 404 when it already ended. */
export function endSession(sessionId: number): Promise<EndSessionResponse> {
  return api.delete(`user/sessions/${encodeURIComponent(String(sessionId))}`).json<EndSessionResponse>();
}
