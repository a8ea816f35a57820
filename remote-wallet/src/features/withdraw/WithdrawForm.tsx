import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  createRetryKey,
  eventBus,
  formatBRL,
  Notice,
  parseReais,
  readApiError,
  Spinner,
  TextField,
  useApiForm,
  useTranslation,
  useUser,
} from '@palpite/shared';
import { ForfeitBonusDialog } from './ForfeitBonusDialog.tsx';
import { OutcomeNotice } from './OutcomeNotice.tsx';
import { forfeitedBonusOf } from './forfeit.ts';
import { todayInBrazil } from '../../lib/dates.ts';
import { AMOUNT_MAX_LENGTH, amountInput } from '../../lib/money.ts';
import { methodName, type WithdrawalMethod } from '../../lib/payment-methods.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import type { WithdrawalOptions } from './api/get-withdrawal-options.ts';
import type { Withdrawal } from './api/withdrawal.ts';
import { requestWithdrawal, type WithdrawalRequest } from './api/request-withdrawal.ts';
import { AMOUNT_REFUSALS, refusalsOf } from './refusals.ts';
import { RefusalList } from './RefusalList.tsx';
import { useRefusals } from './use-refusals.ts';
import { EMPTY_VALUES, withdrawalErrors, type WithdrawalValues } from './withdraw-form.ts';
import { WithdrawFields } from './WithdrawFields.tsx';
import styles from './Withdraw.module.css';

interface WithdrawFormProps {
  method: WithdrawalMethod;
  options: WithdrawalOptions;
  /** The page's notice of the last request shows here (it drops it once the list no longer agrees). */
  requested: boolean;
  onRequested: (withdrawal: Withdrawal) => void;
  /** The player changed the form or sent it again: the last request's notice no longer describes it. */
  onEdited: () => void;
  /** A request got no answer and may have been made: the page reads its list and limits again. */
  onUnconfirmed: () => void;
  onIdentityRequired: () => void;
}

/** The chosen method's payout form (spec §3): checked here, then by the terms on the server. */
export function WithdrawForm({ method, options, requested, onRequested, onEdited, onUnconfirmed, onIdentityRequired }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const user = useUser();
  const refusalsId = useId();
  const fields = options.methods.find((entry) => entry.method === method)?.fields ?? [];
  const [values, setValues] = useState<WithdrawalValues>(() => ({
    ...EMPTY_VALUES,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    city: user?.city ?? '',
    // The CPF on the account (the br profile pays out only to accounts in it).
    cpf: user?.cpf ?? '',
    birth_date: user?.birthdate ?? '',
  }));
  const [refusals, setRefusals] = useRefusals(options);
  /** A withdrawal the server held back because it would forfeit the active bonus (its balance in reais). */
  const [forfeit, setForfeit] = useState<{ request: WithdrawalRequest; bonusBalance: number } | null>(null);
  // A retry of the very same request reuses its key: the server then answers the first withdrawal.
  const [retryKey] = useState(createRetryKey);
  // The last request got no answer: it may have been made, so the form says so, not "no connection".
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { bindForm, ...form } = useApiForm(null, 'unexpectedError');
  const { errors: clientErrors, check, clear, bindForm: bindFields } = useFieldErrors(bindForm, t);
  const errors = { ...form.fieldErrors, ...clientErrors };
  const amountRefused = refusals.some((refusal) => AMOUNT_REFUSALS.has(refusal.code));
  const refusalList = useRef<HTMLDivElement>(null);
  const amountField = useRef<HTMLInputElement>(null);

  // After a refusal the reasons come first, not the amount field `useApiForm` focuses (declared
  // after it, this runs later and wins): they sit above the fields, a phone's screen or more away
  // from the amount, and a refused amount outlined in red says nothing of why. Centred, so a
  // sticky header cannot cover them. `failures` too: a refusal repeated word for word moves again.
  useEffect(() => {
    const list = refusalList.current;
    if (refusals.length === 0 || !list) return;
    list.focus({ preventScroll: true });
    list.scrollIntoView?.({ block: 'center' });
  }, [refusals, form.failures]);

  function change(field: keyof WithdrawalValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    onEdited();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onEdited();
    setRefusals([]);
    const holder = user ? { firstName: user.first_name, lastName: user.last_name } : null;
    const today = todayInBrazil();
    if (!check((translate) => withdrawalErrors(values, { fields, minimum: options.minimum, holder, today, t: translate }))) return;

    const request = { method, amount: parseReais(values.amount) ?? 0 } as WithdrawalRequest;
    for (const field of fields) if (field !== 'amount') request[field] = values[field].trim();
    await send(request);
  }

  async function send(request: WithdrawalRequest) {
    const key = retryKey.keyFor(JSON.stringify(request));
    setUnconfirmed(false);

    const result = await form.submit(null, async () => {
      try {
        return await requestWithdrawal(request, key);
      } catch (error) {
        if (retryKey.failed(error)) reportUnconfirmed();
        const bonusBalance = forfeitedBonusOf(error);
        if (bonusBalance !== null) {
          setForfeit({ request, bonusBalance });
          return null;
        }
        if (readApiError(error).messageKey === 'withdrawals.identityRequired') onIdentityRequired();
        setRefusals(refusalsOf(error));
        throw error;
      }
    });
    if (!result) return;
    retryKey.answered();
    setValues((current) => ({ ...current, amount: '' }));
    eventBus.emit('user-refresh-requested', {});
    onRequested(result.withdrawal);
  }

  /**
   * No answer came, but the withdrawal may have been made (the amount reserved): the player is sent
   * to their withdrawals before asking again, and the balance, the list and the limits are read again.
   */
  function reportUnconfirmed() {
    setUnconfirmed(true);
    eventBus.emit('user-refresh-requested', {});
    onUnconfirmed();
  }

  const canMax = options.max_amount >= options.minimum;
  const amount = (
    <div className={styles.amount}>
      <TextField
        ref={amountField}
        label={t('withdraw.fields.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        maxLength={AMOUNT_MAX_LENGTH}
        value={values.amount}
        // Kept as typed, for the validation to refuse: a sign or a letter dropped here would send an amount the player never typed (-100 as 100, 1e3 as 13).
        onChange={(event) => change('amount', event.target.value)}
        hint={t('withdraw.amountHint', { available: formatBRL(options.available_cash), min: formatBRL(options.minimum) })}
        error={amountRefused ? undefined : errors.amount}
        // Read-only, not disabled, while the request runs: Enter in the field sends it, and a disabled
        // field drops the focus to the page, where closing the forfeit dialog would leave it.
        readOnly={form.busy}
        {...(amountRefused ? { 'aria-invalid': true, 'aria-describedby': refusalsId } : {})}
      />
      {canMax ? (
        <Button variant="secondary" size="small" onClick={() => change('amount', amountInput(options.max_amount))} busy={form.busy}>
          {t('withdraw.max', { amount: formatBRL(options.max_amount) })}
        </Button>
      ) : null}
    </div>
  );

  return (
    <form ref={bindFields} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {refusals.length > 0 ? (
        // Gone with the terms they quoted while the player was on them: back to the amount they were about.
        <RefusalList ref={refusalList} id={refusalsId} refusals={refusals} onRemovedWithFocus={() => amountField.current} />
      ) : form.formError ? (
        <Notice tone="error">{unconfirmed ? t('withdraw.unconfirmed') : form.formError}</Notice>
      ) : null}
      {/* Whether the request went through, not the answer's words: said in the page's language as drawn. */}
      {requested ? <OutcomeNotice onRemovedWithFocus={() => amountField.current}>{t('withdrawals.requested', { ns: 'common' })}</OutcomeNotice> : null}
      <p className={styles.note}>{t('withdraw.ownAccount')}</p>
      <WithdrawFields fields={fields} values={values} errors={errors} onChange={change} amount={amount} readOnly={form.busy} />
      {options.next_fee > 0 ? <p className={styles.fee}>{t('withdraw.feeNotice', { fee: formatBRL(options.next_fee) })}</p> : null}
      <Button type="submit" block busy={form.busy} className={styles.submit}>
        {form.busy ? <Spinner /> : null}
        {form.busy ? t('withdraw.submitting') : t('withdraw.submit', { method: methodName(t, method) })}
      </Button>
      <ForfeitBonusDialog
        bonusBalance={forfeit?.bonusBalance ?? null}
        busy={form.busy}
        onConfirm={() => {
          if (!forfeit) return;
          const request = { ...forfeit.request, forfeit_bonus: true };
          setForfeit(null);
          void send(request);
        }}
        onCancel={() => setForfeit(null)}
      />
    </form>
  );
}
