import { forwardRef, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateEntryPattern, formatDateEntry, maskDateEntry, parseDateEntry, type DateEntryPattern } from '../../format/date-entry.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { LineIcon } from '../LineIcon.tsx';
import type { DateEntryState, DateInputProps } from './DateInput.tsx';
import styles from './DateInput.module.css';
import fieldStyles from './Field.module.css';

const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/** DateInput's control: the typed text, its mask, and the calendar button. */
const DateEntry = forwardRef<HTMLInputElement, DateInputProps>(function DateEntry(
  { value, onValueChange, onEntryChange, min, max, className, disabled, readOnly, ...input },
  ref,
) {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const pattern = useMemo(() => dateEntryPattern(language), [language]);
  const [text, setText] = useState(() => formatDateEntry(value, pattern));
  const [shown, setShown] = useState<{ value: string; pattern: DateEntryPattern }>({ value, pattern });
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the calendar) or another language replaces the text; the
  // value the text itself produced (or '' while it is incomplete) leaves it as typed.
  if (shown.value !== value || shown.pattern !== pattern) {
    setShown({ value, pattern });
    if (shown.pattern !== pattern || (parseDateEntry(text, pattern) ?? '') !== value) setText(formatDateEntry(value, pattern));
  }

  const placeholder = pattern.order.map((part) => t(`form.dateParts.${part}`)).join(pattern.separator);
  const status = text === '' ? 'empty' : parseDateEntry(text, pattern) ? 'date' : 'invalid';
  const reportEntry = useEffectEvent((entry: DateEntryState) => onEntryChange?.(entry));
  useEffect(() => reportEntry({ status, format: placeholder }), [status, placeholder]);

  function enter(typed: string) {
    const masked = maskDateEntry(typed, pattern);
    setText(masked);
    const isoDate = parseDateEntry(masked, pattern) ?? '';
    if (isoDate !== value) onValueChange?.(isoDate);
  }

  return (
    <div className={styles.wrapper}>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        placeholder={placeholder}
        maxLength={10}
        {...input}
        disabled={disabled}
        readOnly={readOnly}
        className={[className, canShowPicker ? styles.withCalendar : ''].filter(Boolean).join(' ')}
        value={text}
        onChange={(event) => enter(event.target.value)}
      />
      {canShowPicker ? (
        <>
          <input
            ref={picker}
            type="date"
            className={styles.picker}
            tabIndex={-1}
            aria-hidden="true"
            value={value}
            min={min}
            max={max}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(event) => {
              if (!readOnly) onValueChange?.(event.target.value);
            }}
          />
          {/* Read-only (a form keeps its fields while a request runs, and the focus in them): the button keeps the focus too, and changes nothing. */}
          <button
            type="button"
            className={fieldStyles.toggle}
            disabled={disabled}
            aria-disabled={readOnly || undefined}
            aria-label={t('form.openCalendar')}
            onClick={() => {
              if (!readOnly) openPicker(picker.current);
            }}
          >
            <CalendarIcon />
          </button>
        </>
      ) : null}
    </div>
  );
});

function openPicker(picker: HTMLInputElement | null) {
  try {
    picker?.showPicker();
  } catch {
    // Some frames refuse the picker; typing the date still works.
  }
}

function CalendarIcon() {
  return (
    <LineIcon>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </LineIcon>
  );
}

export default DateEntry;
