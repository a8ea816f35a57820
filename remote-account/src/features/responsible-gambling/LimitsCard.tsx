import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, formatBRL, Notice, parsePositiveReais, readApiError, Spinner, TextField, useTranslation, useDateFormat } from '@palpite/shared';
import { setLimit, type LimitView } from './api/responsible-gambling.ts';
import { MAX_LIMIT_REAIS } from './rg-choices.ts';
import styles from './RgTools.module.css';

interface LimitsCardProps {
  limits: readonly LimitView[];
  coolDownHours: number;
  /** A break or self-exclusion is in force: limits may only be lowered (the API refuses the rest). */
  excluded: boolean;
  onSaved: () => void;
}

/** The six limits (deposit and loss, by day, week and month) with their use and pending changes. */
export function LimitsCard({ limits, coolDownHours, excluded, onSaved }: LimitsCardProps) {
  const { t } = useTranslation('account');
  return (
    // A part of the responsible-gambling tools, under their h2 (each limit's name is an h4 beneath).
    // During an exclusion the cool-down's sentence would promise a raise the API refuses: the notice says what holds.
    <Card headingLevel={3} title={t('rg.limits.title')} description={excluded ? undefined : t('rg.limits.description', { hours: coolDownHours })}>
      {excluded ? <Notice tone="info">{t('rg.limits.onlyLowerDuringExclusion')}</Notice> : null}
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <li key={`${limit.kind}:${limit.period}`}>
            <LimitForm limit={limit} removable={!excluded} onSaved={onSaved} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

type SaveState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

function LimitForm({ limit, removable, onSaved }: { limit: LimitView; removable: boolean; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const { dateTime } = useDateFormat();
  const [typed, setTyped] = useState('');
  // A check of ours is kept as a function of `t`, said in the language on show; the server's comes translated.
  const [fieldError, setFieldError] = useState<((translate: typeof t) => string) | string | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const name = t(`rg.limits.names.${limit.kind}.${limit.period}`);
  // Inside a label the name is a common noun ("Novo limite diário de depósito"), not a heading.
  const nameInText = t(`rg.limits.namesInText.${limit.kind}.${limit.period}`);
  const busy = save.status === 'busy';
  const field = useRef<HTMLInputElement>(null);
  const offersRemove = removable && limit.amount !== null && !limit.pending_removal;

  // Remove leaves once the reload after the save shows the removal (pending, or the limit gone):
  // the field takes the focus it had, not the page. Hence the rerun when the button goes.
  useEffect(() => {
    if (save.status !== 'done') return;
    const active = document.activeElement;
    if (!active || active === document.body) field.current?.focus();
  }, [save.status, offersRemove]);

  async function send(amount: number | null) {
    if (busy) return;
    setSave({ status: 'busy' });
    try {
      const answer = await setLimit(limit.kind, limit.period, amount);
      setSave({ status: 'done', message: answer.message });
      setTyped('');
      onSaved();
    } catch (error) {
      const view = readApiError(error);
      // An error about the amount belongs under the field, like the ones found before sending.
      const amountError = view.fieldErrors.amount;
      if (amountError) {
        setSave({ status: 'idle' });
        setFieldError(amountError);
        field.current?.focus();
        return;
      }
      setSave({ status: 'failed', message: view.message ?? t(view.fallbackKey, { ns: 'common' }) });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = parsePositiveReais(typed);
    // What the last save said goes: it is about another amount.
    setSave({ status: 'idle' });
    const problem =
      amount === null
        ? (translate: typeof t) => translate('rg.limits.invalid')
        : amount > MAX_LIMIT_REAIS
          ? (translate: typeof t) => translate('rg.limits.tooLarge', { max: formatBRL(MAX_LIMIT_REAIS) })
          : null;
    if (problem !== null) {
      setFieldError(() => problem);
      field.current?.focus();
      return;
    }
    setFieldError(null);
    void send(amount);
  }

  return (
    <form className={styles.limit} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className={styles.limitHead}>
        <h4 className={styles.limitName}>{name}</h4>
        <p className={styles.limitNow}>{limit.amount === null ? t('rg.limits.none') : formatBRL(limit.amount)}</p>
      </div>
      {limit.amount !== null ? (
        <p className={styles.muted}>{t('rg.limits.use', { used: formatBRL(limit.used), remaining: formatBRL(limit.remaining ?? 0) })}</p>
      ) : null}
      {limit.pending_from ? (
        <p className={styles.pending}>
          {limit.pending_removal
            ? t('rg.limits.pendingRemoval', { date: dateTime(limit.pending_from) })
            : t('rg.limits.pending', { amount: formatBRL(limit.pending_amount ?? 0), date: dateTime(limit.pending_from) })}
        </p>
      ) : null}
      {save.status === 'done' ? <Notice tone="success">{save.message}</Notice> : null}
      {save.status === 'failed' ? <Notice tone="error">{save.message}</Notice> : null}
      <div className={styles.limitControls}>
        <TextField
          label={t('rg.limits.newLabel', { name: nameInText })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={typed}
          onChange={(event) => {
            // Kept as typed: a sign or a letter dropped here would save an amount the player never typed (-5 as 5).
            setTyped(event.target.value);
            setFieldError(null);
          }}
          error={typeof fieldError === 'function' ? fieldError(t) : fieldError}
          // Read-only and busy rather than disabled while saving: a disabled control drops the keyboard focus to the page.
          ref={field}
          readOnly={busy}
        />
        <div className={styles.buttons}>
          <Button type="submit" busy={busy}>
            {busy ? <Spinner /> : null}
            {t('rg.limits.save')}
          </Button>
          {offersRemove ? (
            <Button variant="secondary" busy={busy} onClick={() => void send(null)} aria-label={t('rg.limits.removeLabel', { name: nameInText })}>
              {t('rg.limits.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
