/**
 * What a notification's translation may name, for the API that stores it and the bell that shows
 * it: a text of the common catalogue's `notifications` section (one name, not the `titles` section)
 * and parameters that fill it, never i18next options that would steer it.
 */

/** A notification's own text: `notifications.<name>`; `notifications.titles` is a section of titles, not a text. */
export function isNotificationTextKey(key: string): boolean {
  return /^notifications\.[A-Za-z][A-Za-z0-9_]*$/.test(key) && key !== 'notifications.titles';
}

/**
 * i18next reads these names in a translation's parameters as options, not as values for the text:
 * another language, namespace, default text, objects. (`context` and `count` pick a variant, which
 * the API's own notifications use on purpose.)
 */
export const I18NEXT_OPTION_NAMES: ReadonlySet<string> = new Set([
  'lng',
  'lngs',
  'ns',
  'ordinal',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'interpolation',
  'postProcess',
  'fallbackLng',
  'keySeparator',
  'nsSeparator',
  'replace',
  'skipInterpolation',
]);
