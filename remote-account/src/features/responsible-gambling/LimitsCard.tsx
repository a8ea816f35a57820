import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, formatBRL, Notice, parsePositiveReais, Spinner, TextField, useApiForm, useTranslation, useDateFormat } from '@palpite/shared';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
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

function LimitForm({ limit, removable, onSaved }: { limit: LimitView; removable: boolean; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const { dateTime } = useDateFormat();
  const [typed, setTyped] = useState('');
  // A check of ours is kept as a function of `t`, said in the language on show; so are the server's
  // refusals, kept by `useApiForm` as their keys.
  const [fieldError, setFieldError] = useState<((translate: typeof t) => string) | null>(null);
  const { bindForm, ...saving } = useApiForm(null);
  // The server's notice, kept by its key like its refusals.
  const [saved, setSaved] = useState<ServerMessage | null>(null);
  // An error about the amount belongs under the field, like the ones found before sending, and says it all.
  const serverFieldError = saving.fieldErrors['amount'] ?? null;
  const failed = serverFieldError === null ? saving.formError : null;
  const name = t(`rg.limits.names.${limit.kind}.${limit.period}`);
  // Inside a label the name is a common noun ("Novo limite diário de depósito"), not a heading.
  const nameInText = t(`rg.limits.namesInText.${limit.kind}.${limit.period}`);
  const busy = saving.busy;
  const field = useRef<HTMLInputElement>(null);
  const offersRemove = removable && limit.amount !== null && !limit.pending_removal;

  // Remove leaves once the reload after the save shows the removal (pending, or the limit gone):
  // the field takes the focus it had, not the page. Hence the rerun when the button goes.
  const done = saved !== null;
  useEffect(() => {
    if (!done) return;
    const active = document.activeElement;
    if (!active || active === document.body) field.current?.focus();
  }, [done, offersRemove]);

  // A refusal of the amount: `useApiForm` hands the focus to the field it marks invalid.
  async function send(amount: number | null) {
    if (busy) return;
    setSaved(null);
    const answer = await saving.submit(null, () => setLimit(limit.kind, limit.period, amount));
    if (answer === null) return;
    setSaved(noticeOf(answer));
    setTyped('');
    onSaved();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = parsePositiveReais(typed);
    // What the last save said goes: it is about another amount.
    setSaved(null);
    saving.clearErrors();
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
    <form ref={bindForm} className={styles.limit} onSubmit={onSubmit} noValidate aria-busy={busy}>
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
      {saved === null ? null : <Notice tone="success">{serverMessageText(t, saved)}</Notice>}
      {failed === null ? null : <Notice tone="error">{failed}</Notice>}
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
            // The server's word on the amount goes with it (the form's message shows only without one).
            if (serverFieldError !== null) saving.clearErrors();
          }}
          error={fieldError === null ? serverFieldError : fieldError(t)}
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
