import { readApiError } from '@palpite/shared';
import type { ServerMessage } from '../../lib/server-message.ts';

/**
 * Why an upload failed (spec §7 error body `{ message_key, message, translation_params?, errors? }`).
 * The server's texts are in the language the request went in, so the key is what is kept.
 */
export function uploadErrorMessage(failure: unknown): ServerMessage {
  const view = readApiError(failure);
  // Every answer of the API names its key; one without (no answer, a proxy's page) gets the generic words.
  if (view.messageKey === null) return { key: view.fallbackKey };
  // The field's message repeats the error's own key here (documents service), so the key says both.
  const serverText = view.fieldErrors.file ?? view.message;
  return { key: view.messageKey, params: view.params, ...(serverText === null ? {} : { serverText }) };
}
