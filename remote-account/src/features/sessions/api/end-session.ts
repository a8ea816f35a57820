import { api } from '@palpite/shared';

export interface EndSessionResponse {
  success: boolean;
  message: string;
}

/** `DELETE /user/sessions/:id`: that device is logged out; 404 when it already ended. */
export function endSession(sessionId: number): Promise<EndSessionResponse> {
  return api.delete(`user/sessions/${encodeURIComponent(String(sessionId))}`).json<EndSessionResponse>();
}
