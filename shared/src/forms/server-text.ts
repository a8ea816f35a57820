import type { TFunction } from 'i18next';
import type { ApiErrorView, TextParams } from './read-api-error.ts';

/**
 * A message kept to show later: a `common` key with its values, translated each time it is drawn
 * (a language picked meanwhile turns it too), with the server's own words for when this app has no
 * text under that key (the server knows texts the front end never downloads); or a text as it came.
 * `sameWordsAs`: other keys the server's words could have come from (they read alike in the
 * request's language); the key's text is drawn only while they all still read alike.
 */
export type ShownText = { key: string; params?: TextParams; serverText?: string; sameWordsAs?: readonly string[] } | { text: string };

export function showText(t: TFunction, shown: ShownText): string {
  if ('text' in shown) return shown.text;
  // The values first: none of them may change the namespace.
  const options = { ...shown.params, ns: 'common' };
  const translate = (key: string) => (shown.serverText === undefined ? t(key, options) : t(key, { ...options, defaultValue: shown.serverText }));
  const text = translate(shown.key);
  // Which of the keys was meant is unknown, and in this language the answer matters.
  if (shown.sameWordsAs?.some((key) => translate(key) !== text)) return shown.serverText ?? text;
  return text;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A catalogue text with its placeholders filled, as the API fills them (api/src/i18n/messages.ts). */
function filled(text: string, params: TextParams): string {
  return text.replace(PLACEHOLDER, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** The key i18next reads a leaf through: without the plural and context endings the values pick. */
function keyReadAs(path: string, params: TextParams): string {
  const plain = typeof params['count'] === 'number' ? path.replace(PLURAL_SUFFIX, '') : path;
  const context = params['context'];
  return typeof context === 'string' && context !== '' && plain.endsWith(`_${context}`) ? plain.slice(0, -context.length - 1) : plain;
}

/**
 * The keys of `catalogue` (a language's `common` texts) whose text, filled with `params`, is
 * exactly `text`. The API sends a field's error as text only, in the language of the request: found
 * back in that language's catalogue, it can be drawn in the next one.
 */
export function keysOfText(catalogue: unknown, text: string, params: TextParams = {}): string[] {
  const keys = new Set<string>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node === 'string') {
      if (filled(node, params) === text) keys.add(keyReadAs(path, params));
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, child] of Object.entries(node)) visit(child, path ? `${path}.${name}` : name);
    }
  };
  if (text.trim()) visit(catalogue, '');
  return [...keys];
}

/**
 * One text of an error answer (its message, or a field's) as something to draw later: the answer's
 * own key when it is the message (or a field repeats it), else the keys found for its words in
 * `catalogue` (the texts of the language the request went in), else the text as it came.
 */
export function serverTextOf(view: ApiErrorView, text: string, catalogue?: unknown): ShownText {
  if (view.messageKey !== null && text === view.message) return { key: view.messageKey, params: view.params, serverText: text };
  const [key, ...sameWordsAs] = catalogue === undefined ? [] : keysOfText(catalogue, text, view.params);
  if (key === undefined) return { text };
  return { key, params: view.params, serverText: text, ...(sameWordsAs.length > 0 ? { sameWordsAs } : {}) };
}

function keysOf(shown: ShownText): readonly string[] {
  return 'key' in shown ? [shown.key, ...(shown.sameWordsAs ?? [])] : [];
}

/** Whether two texts of one answer say the same thing: the same words from the server, or the same key. */
export function saysTheSame(a: ShownText, b: ShownText): boolean {
  const words = (shown: ShownText) => ('text' in shown ? shown.text : shown.serverText);
  if (words(a) !== undefined && words(a) === words(b)) return true;
  return keysOf(a).some((key) => keysOf(b).includes(key));
}

/**
 * The server's message of a failed call in the page's language as it is now (from its key alone
 * when the answer gave no words), or null when the answer had none: call it while drawing, with the `t` of `useTranslation`, rather than keeping
 * `view.message`, which stays in the language of the request.
 */
export function apiErrorText(view: ApiErrorView, t: TFunction): string | null {
  if (view.message !== null) return showText(t, serverTextOf(view, view.message));
  // A key without its words: this app's text for it, if it has one.
  if (view.messageKey === null) return null;
  return t(view.messageKey, { ...view.params, ns: 'common', defaultValue: '' }) || null;
}

/**
 * What to tell the player about a failed call, in the page's language as it is now: no connection
 * says so (whatever failed, reconnecting is what to do, and a "could not load" would hide that); else
 * the server's message; else `fallback`, the caller's words for what failed; else the `common` text
 * of `view.fallbackKey`. Call it while drawing, with the `t` of `useTranslation` (any namespace).
 */
export function failedCallText(view: ApiErrorView, t: TFunction, fallback?: string): string {
  if (view.fallbackKey === 'networkError') return t('networkError', { ns: 'common' });
  return apiErrorText(view, t) ?? fallback ?? t(view.fallbackKey, { ns: 'common' });
}
