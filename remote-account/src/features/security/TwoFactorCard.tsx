import { useRef, useState, type RefObject } from 'react';
import { buttonClassName, Card, eventBus, Notice, Skeleton, Spinner, StatusBadge, useApiForm, useTranslation, useUser } from '@palpite/shared';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import type { EnableTwoFactorResponse, TwoFactorStateResponse } from './api/enable-two-factor.ts';
import { disableTwoFactor } from './api/disable-two-factor.ts';
import { generateRecoveryCodes, type NewRecoveryCodesResponse } from './api/recovery-codes.ts';
import { setupTwoFactor, type TwoFactorSetupResponse } from './api/setup-two-factor.ts';
import { RecoveryCodesCount } from './RecoveryCodesCount.tsx';
import { CodeAndPasswordForm } from './CodeAndPasswordForm.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';
import styles from './Security.module.css';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetupResponse }
  | { kind: 'disable' }
  | { kind: 'newCodes' }
  /** Recovery codes shown once, after turning 2FA on or making new ones; `message` is the server's. */
  | { kind: 'codes'; codes: string[]; message: ServerMessage; after: 'enabled' | 'regenerated' };

/** Two-factor authentication (spec §4): its state, setting it up with a QR code, recovery codes, turning it off. */
export function TwoFactorCard() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [view, setView] = useState<View>({ kind: 'status' });
  // What the server last answered here, until the refreshed player reaches the store.
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  // The server's notices are kept by their keys, like its refusals: a language picked while one shows says it again.
  const [success, setSuccess] = useState<ServerMessage | null>(null);
  const starter = useApiForm(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const newCodesButton = useRef<HTMLButtonElement>(null);

  if (!user) {
    return (
      <Card title={t('security.twoFactor.title')} description={t('security.twoFactor.description')} busy>
        <Skeleton width={120} height={24} radius="var(--radius-pill)" />
        <Skeleton width={160} height={40} />
      </Card>
    );
  }
  const enabled = confirmed ?? user.two_factor_enabled;

  async function startSetup() {
    setSuccess(null);
    const setup = await starter.submit(null, setupTwoFactor);
    if (setup) setView({ kind: 'setup', setup });
    // Refused, perhaps because 2FA was turned on elsewhere meanwhile: read the player again, so the card shows what is.
    else eventBus.emit('user-refresh-requested', {});
  }

  function changed(result: TwoFactorStateResponse) {
    setConfirmed(result.two_factor_enabled);
    setView({ kind: 'status' });
    setSuccess(noticeOf(result));
    eventBus.emit('user-refresh-requested', {});
  }

  function turnedOn(result: EnableTwoFactorResponse) {
    // An API without recovery codes yet: nothing to save, straight back to the state.
    if (!result.recovery_codes?.length) return changed(result);
    setConfirmed(true);
    setView({ kind: 'codes', codes: result.recovery_codes, message: noticeOf(result), after: 'enabled' });
    eventBus.emit('user-refresh-requested', {});
  }

  function regenerated(result: NewRecoveryCodesResponse) {
    setView({ kind: 'codes', codes: result.recovery_codes, message: noticeOf(result), after: 'regenerated' });
  }

  function codesSaved(saved: Extract<View, { kind: 'codes' }>) {
    if (saved.after === 'regenerated') return backToStatus(newCodesButton);
    setView({ kind: 'status' });
    // Shown now that the codes are put away; the Notice takes focus as it appears.
    setSuccess(saved.message);
  }

  function backToStatus(opener: RefObject<HTMLButtonElement | null> = actionButton) {
    setView({ kind: 'status' });
    // The button that opened the step is back: return focus to it.
    requestAnimationFrame(() => opener.current?.focus());
  }

  function open(next: View) {
    setSuccess(null);
    setView(next);
  }

  return (
    <Card title={t('security.twoFactor.title')} description={t('security.twoFactor.description')}>
      <dl className={styles.status}>
        <dt>{t('security.twoFactor.status')}</dt>
        <dd>
          {enabled ? (
            <StatusBadge tone="success">{t('security.twoFactor.on')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('security.twoFactor.off')}</StatusBadge>
          )}
        </dd>
      </dl>
      {success ? (
        <Notice tone="success" autoFocus>
          {serverMessageText(t, success)}
        </Notice>
      ) : null}
      {view.kind === 'setup' ? <TwoFactorSetup setup={view.setup} onEnabled={turnedOn} onCancel={() => backToStatus()} /> : null}
      {view.kind === 'disable' ? (
        <CodeAndPasswordForm
          intro={t('security.twoFactor.disableIntro')}
          submitLabel={t('security.twoFactor.disableConfirm')}
          busyLabel={t('security.twoFactor.disabling')}
          send={disableTwoFactor}
          onDone={changed}
          onCancel={() => backToStatus()}
        />
      ) : null}
      {view.kind === 'newCodes' ? (
        <CodeAndPasswordForm
          intro={t('security.recoveryCodes.generateIntro')}
          submitLabel={t('security.recoveryCodes.generate')}
          busyLabel={t('security.recoveryCodes.generating')}
          send={generateRecoveryCodes}
          onDone={regenerated}
          onCancel={() => backToStatus(newCodesButton)}
        />
      ) : null}
      {view.kind === 'codes' ? (
        <RecoveryCodesPanel
          codes={view.codes}
          account={user.email}
          message={view.after === 'regenerated' ? serverMessageText(t, view.message) : null}
          onDone={() => codesSaved(view)}
        />
      ) : null}
      {view.kind === 'status' && enabled ? (
        <>
          <p className={styles.explain}>{t('security.twoFactor.onText')}</p>
          <RecoveryCodesCount />
          <div className={styles.buttons}>
            <button ref={newCodesButton} type="button" className={buttonClassName('secondary')} onClick={() => open({ kind: 'newCodes' })}>
              {t('security.recoveryCodes.generate')}
            </button>
            <button ref={actionButton} type="button" className={buttonClassName('secondary')} onClick={() => open({ kind: 'disable' })}>
              {t('security.twoFactor.disable')}
            </button>
          </div>
        </>
      ) : null}
      {view.kind === 'status' && !enabled ? (
        <>
          <ol className={styles.steps}>
            {(['app', 'scan', 'code'] as const).map((step) => (
              <li key={step}>{t(`security.twoFactor.steps.${step}`)}</li>
            ))}
          </ol>
          {starter.formError ? <Notice tone="error">{starter.formError}</Notice> : null}
          <button
            ref={actionButton}
            type="button"
            className={`${buttonClassName('primary')} ${styles.submit}`}
            onClick={() => void startSetup()}
            disabled={starter.busy}
          >
            {starter.busy ? <Spinner /> : null}
            {starter.busy ? t('security.twoFactor.preparing') : t('security.twoFactor.setUp')}
          </button>
        </>
      ) : null}
    </Card>
  );
}
