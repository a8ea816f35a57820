import type { TFunction } from 'i18next';
import type { TextParams } from '@palpite/shared';

/**
 * A message of the `common` namespace to say in the language on show, so a language switch says it
 * again: its key and values, and the server's words for a key this app has no text for; or, from an
 * answer that named no key, the server's words as they came.
 */
export type ServerMessage = { key: string; params?: TextParams; serverText?: string } | { text: string };

/**
 * A success answer's notice, named as an error answer names its message (spec §7): the `common`
 * key and its values, and `message`, its text in the language the request went in.
 */
export interface NoticeAnswer {
  /** Absent from an API older than the key on success answers: the words are all there is then. */
  message_key?: string;
  translation_params?: TextParams;
  message: string;
}

/** The notice of an accepted call, kept by its key like a refusal, to be said while drawing. */
export function noticeOf(answer: NoticeAnswer): ServerMessage {
  if (answer.message_key === undefined || answer.message_key === '') return { text: answer.message };
  return { key: answer.message_key, ...(answer.translation_params ? { params: answer.translation_params } : {}), serverText: answer.message };
}

/** The message in the language on show; `t` of any namespace (the key is looked up in `common`). */
export function serverMessageText(t: TFunction<'account'>, message: ServerMessage): string {
  if ('text' in message) return message.text;
  // The values first: none of them may change the namespace.
  return t(message.key, { ...message.params, ns: 'common', defaultValue: message.serverText });
}
