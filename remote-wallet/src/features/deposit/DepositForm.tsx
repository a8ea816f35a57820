import { useState, type FormEvent, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  createRetryKey,
  eventBus,
  formatBRL,
  Notice,
  parseReais,
  readApiError,
  siteJurisdictionAtom,
  Spinner,
  useApiForm,
  useAtomValue,
  useTranslation,
  useUser,
  useLanguage,
} from '@palpite/shared';
import { parseExpiry } from '../../lib/card.ts';
import { todayInBrazil } from '../../lib/dates.ts';
import { methodName, REDIRECT_METHODS, type Translate } from '../../lib/payment-methods.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { amountError } from './amount.ts';
import type { CryptoAsset, Deposit } from './api/deposit.ts';
import { createDeposit, depositFingerprint, type CreateDepositRequest } from './api/create-deposit.ts';
import type { DepositMethodInfo } from './api/get-deposit-methods.ts';
import { AmountField } from './AmountField.tsx';
import { AssetPicker } from './AssetPicker.tsx';
import { BonusChoice, useDepositOffers } from './BonusChoice.tsx';
import { shortOfBonusMinimum, startingOffer } from './bonus-choice.ts';
import { cardErrors, cardFieldOf, EMPTY_CARD, type CardValues } from './card-form.ts';
import { CardFields } from './CardFields.tsx';
import { cryptoEstimate } from './crypto.ts';
import styles from './DepositForm.module.css';

interface DepositFormProps {
  info: DepositMethodInfo;
  /** The amount to start with (e.g. "generate a new code" for the same amount). */
  initialAmount?: string;
  initialAsset?: CryptoAsset;
  /** The bonus choice to start with (a retry's: the failed deposit's offer code, '' for "no bonus"). */
  initialBonusChoice?: string | undefined;
  onCreated: (deposit: Deposit) => void;
  onEmailNotVerified: () => void;
  /** The amount field, for the panel to give it the focus when the form replaces a deposit that ended. */
  amountRef?: Ref<HTMLInputElement>;
}

/** The amount (and the card, or the coin) for one method; creating the deposit hands it to the panel. */
export function DepositForm({
  info,
  initialAmount = '',
  initialAsset = 'USDT',
  initialBonusChoice,
  onCreated,
  onEmailNotVerified,
  amountRef,
}: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const user = useUser();
  const language = useLanguage();
  const { method } = info;
  // The br profile credits a Pix or bank payment only from an account in the player's own CPF.
  const ownAccountOnly = useAtomValue(siteJurisdictionAtom) === 'br' && (method === 'pix' || method === 'bank_transfer');
  const [amount, setAmount] = useState(initialAmount);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [asset, setAsset] = useState<CryptoAsset>(initialAsset);
  const { offers, waitingCode } = useDepositOffers();
  const [searchParams] = useSearchParams();
  // null until the player picks: the offer a link asked for, or the one the player's claim waits
  // for, applies once the offers have loaded.
  const [pickedBonus, setBonusCode] = useState<string | null>(initialBonusChoice ?? null);
  // A picked offer the player can no longer take (used by a deposit paid meanwhile) is not sent.
  const pickedStillOpen = pickedBonus === '' || offers.some((offer) => offer.code === pickedBonus);
  const bonusCode = pickedBonus !== null && pickedStillOpen ? pickedBonus : startingOffer(offers, searchParams.get('bonus'), waitingCode);
  const { bindForm, ...form } = useApiForm(null, 'unexpectedError');
  // One key per deposit: a resubmission that got no answer reuses it, so it cannot charge twice.
  const [retryKey] = useState(createRetryKey);
  // The last deposit sent got no answer: it may have been made, so the form says so, not "no connection".
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { errors: clientErrors, check, clear, bindForm: bindFields } = useFieldErrors(bindForm, t);

  const serverErrors = Object.fromEntries(Object.entries(form.fieldErrors).map(([field, message]) => [cardFieldOf(field), message]));
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };
  const value = parseReais(amount);
  const assetInfo = info.assets?.find((entry) => entry.asset === asset);
  const estimate =
    method === 'crypto' && assetInfo && value !== null && value > 0
      ? t('crypto.estimate', { amount: cryptoEstimate(value, assetInfo.rate, asset, language), asset })
      : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bonusMinimum = shortOfBonusMinimum(
      value,
      offers.find((offer) => offer.code === bonusCode),
    );
    const today = todayInBrazil();
    const checks = (translate: Translate) => {
      const found: Record<string, string> = {};
      const problem = amountError(amount, info, translate);
      if (problem) found.amount = problem;
      if (method === 'card') Object.assign(found, cardErrors(card, today, translate));
      if (bonusMinimum !== null) found.bonus_code = translate('bonus.deposit.belowMinimum', { amount: formatBRL(bonusMinimum) });
      return found;
    };
    if (!check(checks) || value === null) return;

    // "No bonus" is said (null) whenever the choice was shown: a request without `bonus_code` lets
    // this deposit take an offer the player activated on a promotion page.
    const request: CreateDepositRequest = offers.length > 0 ? { ...requestFor(value), bonus_code: bonusCode || null } : requestFor(value);
    // The card lives in this request only: the fields are emptied whatever the answer.
    if (method === 'card') setCard(EMPTY_CARD);
    const key = retryKey.keyFor(depositFingerprint(request));
    setUnconfirmed(false);
    const deposit = await form.submit(null, async () => {
      try {
        return await createDeposit(request, key);
      } catch (error) {
        if (retryKey.failed(error)) reportUnconfirmed();
        if (readApiError(error).messageKey === 'payments.emailNotVerified') onEmailNotVerified();
        throw error;
      }
    });
    if (!deposit) return;
    retryKey.answered();
    onCreated(deposit);
  }

  /**
   * No answer came, but the deposit may have been made (a card charged): the player is sent to the
   * recent list before paying again, and the balance is read again (the page's list follows that
   * request, see DepositPage).
   */
  function reportUnconfirmed() {
    setUnconfirmed(true);
    eventBus.emit('user-refresh-requested', {});
  }

  function requestFor(reais: number): CreateDepositRequest {
    if (method === 'card') {
      const expiry = parseExpiry(card.expiry)!;
      return { method, amount: reais, number: card.number, expiry_month: expiry.month, expiry_year: expiry.year, cvv: card.cvv, holder: card.holder.trim() };
    }
    if (method === 'crypto') return { method, amount: reais, asset };
    return { method, amount: reais };
  }

  const submitLabel = (() => {
    if (form.busy) return t(REDIRECT_METHODS.includes(method) ? 'deposit.redirecting' : 'deposit.creating');
    if (REDIRECT_METHODS.includes(method)) return t('deposit.submit.redirect', { provider: methodName(t, method) });
    if (method === 'card') return value !== null && value > 0 ? t('deposit.submit.cardAmount', { amount: formatBRL(value) }) : t('deposit.submit.card');
    return t(`deposit.submit.${method}`);
  })();

  return (
    <form ref={bindFields} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {form.formError ? <Notice tone="error">{unconfirmed ? t('deposit.unconfirmed') : form.formError}</Notice> : null}
      {method === 'crypto' && info.assets ? (
        <AssetPicker
          assets={info.assets}
          value={asset}
          onChange={(next) => {
            setAsset(next);
            clear('asset');
          }}
        />
      ) : null}
      <AmountField
        ref={amountRef}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          clear('amount');
        }}
        limits={info}
        error={errors.amount}
        note={estimate}
      />
      <BonusChoice
        offers={offers}
        value={bonusCode}
        onChange={(code) => {
          setBonusCode(code);
          clear('bonus_code');
        }}
        error={errors.bonus_code}
        disabled={form.busy}
      />
      {method === 'card' ? <CardFields card={card} onChange={setCard} errors={errors} readOnly={form.busy} /> : null}
      <p className={styles.note}>{t(`deposit.notes.${method}`)}</p>
      {ownAccountOnly ? <Notice tone="info">{t('payments.ownAccountOnly', { ns: 'common', cpf: user?.cpf ?? '' })}</Notice> : null}
      <Button type="submit" block busy={form.busy} className={styles.submit}>
        {form.busy ? <Spinner /> : null}
        {submitLabel}
      </Button>
      {method === 'card' ? <p className={styles.secure}>{t('card.secure')}</p> : null}
    </form>
  );
}
