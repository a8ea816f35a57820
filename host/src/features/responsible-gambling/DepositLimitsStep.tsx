import { useState, type FormEvent } from 'react';
import { api, Button, failedCallText, FormAlert, readApiError, SelectInput, Spinner, TextField, useTranslation, type ApiErrorView } from '@palpite/shared';
import { DEPOSIT_PERIODS, readLimitChoices, type DepositPeriod, type LimitChoice } from './deposit-limits.ts';
import styles from './BrLoginModal.module.css';

/** Reminder intervals offered in the step (minutes; the terms' minimum first). */
const REMINDER_MINUTES = [30, 60, 120] as const;

const EMPTY: Record<DepositPeriod, LimitChoice> = {
  day: { typed: '', noLimit: false },
  week: { typed: '', noLimit: false },
  month: { typed: '', noLimit: false },
};

/**
 * The first-limits step of the br login modal: three deposit limits (each an amount or "no limit")
 * and a time reminder. Its own chunk: only an account that has not chosen them yet needs it.
 */
export default function DepositLimitsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const [choices, setChoices] = useState(EMPTY);
  const [reminder, setReminder] = useState('');
  const [reminderMissing, setReminderMissing] = useState(false);
  const [missing, setMissing] = useState<DepositPeriod[]>([]);
  const [busy, setBusy] = useState(false);
  // The failure as read, not its text: drawn in the language the page reads in now, not the one it came in.
  const [failure, setFailure] = useState<ApiErrorView | null>(null);
  const error = failure === null ? null : failedCallText(failure, t);

  const change = (period: DepositPeriod, next: Partial<LimitChoice>) => {
    setChoices((current) => ({ ...current, [period]: { ...current[period], ...next } }));
    setMissing((current) => current.filter((entry) => entry !== period));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readLimitChoices(choices);
    setMissing('missing' in read ? read.missing : []);
    setReminderMissing(reminder === '');
    if ('missing' in read || reminder === '') return;
    setBusy(true);
    setFailure(null);
    try {
      await api.post('user/responsible-gambling/first-limits', {
        json: { deposit: read.amounts, reality_check_minutes: reminder === 'off' ? null : Number(reminder) },
      });
      onDone();
    } catch (caught) {
      setFailure(readApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p className={styles.message}>{t('brWarning.limitsIntro')}</p>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {DEPOSIT_PERIODS.map((period) => {
        const name = t(`brWarning.names.${period}`);
        const choice = choices[period];
        return (
          <fieldset key={period} className={styles.period}>
            <legend className="visually-hidden">{name}</legend>
            <TextField
              label={t('brWarning.amountLabel', { name })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              value={choice.typed}
              disabled={choice.noLimit || busy}
              onChange={(event) => change(period, { typed: event.target.value.replace(/[^\d.,]/g, '') })}
              error={missing.includes(period) ? t('brWarning.invalid') : null}
            />
            <label className={styles.noLimit}>
              <input type="checkbox" checked={choice.noLimit} disabled={busy} onChange={(event) => change(period, { noLimit: event.target.checked })} />
              {t('brWarning.noLimit')}
            </label>
          </fieldset>
        );
      })}
      <SelectInput
        label={t('brWarning.reminderLabel')}
        value={reminder}
        onChange={(value) => {
          setReminder(value);
          setReminderMissing(false);
        }}
        disabled={busy}
        options={[
          { value: '', label: t('brWarning.reminderChoose') },
          ...REMINDER_MINUTES.map((minutes) => ({ value: String(minutes), label: t('brWarning.reminderEvery', { count: minutes }) })),
          { value: 'off', label: t('brWarning.reminderOff') },
        ]}
        error={reminderMissing ? t('brWarning.reminderMissing') : null}
      />
      <Button type="submit" block busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('brWarning.saving') : t('brWarning.save')}
      </Button>
    </form>
  );
}
