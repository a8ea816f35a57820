import type { TFunction } from 'i18next';
import { readApiError, type TextParams } from '@palpite/shared';
import type { UploadDocumentResponse } from './api/upload-document.ts';

/**
 * A message of the `common` namespace to say in the language on show, so a language switch says it
 * again: its key and values, and the server's words for a key this app has no text for.
 */
export interface UploadMessage {
  key: string;
  params?: TextParams;
  serverText?: string;
}

/**
 * Why an upload failed (spec §7 error body `{ message_key, message, translation_params?, errors? }`).
 * The server's texts are in the language the request went in, so the key is what is kept.
 */
export function uploadErrorMessage(failure: unknown): UploadMessage {
  const view = readApiError(failure);
  // Every answer of the API names its key; one without (no answer, a proxy's page) gets the generic words.
  if (view.messageKey === null) return { key: view.fallbackKey };
  // The field's message repeats the error's own key here (documents service), so the key says both.
  const serverText = view.fieldErrors.file ?? view.message;
  return { key: view.messageKey, params: view.params, ...(serverText === null ? {} : { serverText }) };
}

/** The "sent for review" notice of an accepted upload, kept by its key like a refusal. */
export function uploadedMessage(answer: UploadDocumentResponse): UploadMessage {
  return { key: answer.message_key, ...(answer.translation_params ? { params: answer.translation_params } : {}), serverText: answer.message };
}

/** The message in the language on show; `t` of any namespace (the key is looked up in `common`). */
export function uploadMessageText(t: TFunction<'account'>, message: UploadMessage): string {
  return t(message.key, { ns: 'common', ...message.params, defaultValue: message.serverText });
}
