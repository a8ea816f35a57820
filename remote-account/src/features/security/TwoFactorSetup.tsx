import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Notice, useApiForm, useTranslation } from '@palpite/shared';
import { codeAndPasswordRequest } from '@palpite/shared/contract';
import { CodeField } from '../../components/CodeField.tsx';
import { CurrentPasswordField, SubmitOrCancel } from './FormParts.tsx';
import { enableTwoFactor, type EnableTwoFactorResponse } from './api/enable-two-factor.ts';
import type { TwoFactorSetupResponse } from './api/setup-two-factor.ts';
import { isOtpauthUri, qrImageSource } from './qr-image.ts';
import { SecretKey } from './SecretKey.tsx';
import styles from './Security.module.css';

interface TwoFactorSetupProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (result: EnableTwoFactorResponse) => void;
  onCancel: () => void;
}

/** Setting up 2FA: scan the QR code (or type the key), then confirm with a code from the app and the password. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { bindForm, ...form } = useApiForm(codeAndPasswordRequest, 'auth.twoFactorInvalid');
  const intro = useRef<HTMLParagraphElement>(null);
  const qr = qrImageSource(setup.qr_svg);

  // The steps replace the Set up button: start reading (and tabbing) from their beginning.
  useEffect(() => intro.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { code, current_password: password };
    const result = await form.submit(request, () => enableTwoFactor(request));
    if (result) onEnabled(result);
  }

  return (
    <div className={styles.setup}>
      <p ref={intro} tabIndex={-1} className={styles.intro}>
        {t('security.twoFactor.setupIntro')}
      </p>
      <ol className={styles.setupSteps}>
        <li>
          <p className={styles.stepTitle}>{t('security.twoFactor.scanTitle')}</p>
          {qr ? (
            <div className={styles.qrFrame}>
              <img src={qr} alt={t('security.twoFactor.qrAlt')} width={184} height={184} className={styles.qr} />
            </div>
          ) : (
            <Notice tone="info">{t('security.twoFactor.qrUnavailable')}</Notice>
          )}
          {isOtpauthUri(setup.otpauth_uri) ? (
            <a href={setup.otpauth_uri} className={styles.appLink}>
              {t('security.twoFactor.openApp')}
            </a>
          ) : null}
        </li>
        <li>
          <p id={`${id}-key`} className={styles.stepTitle}>
            {t('security.twoFactor.keyTitle')}
          </p>
          <SecretKey secret={setup.secret} labelId={`${id}-key`} />
        </li>
        <li>
          <form ref={bindForm} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
            {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
            <CodeField
              label={t('security.twoFactor.codeLabel')}
              hint={t('security.twoFactor.codeHint')}
              value={code}
              onChange={setCode}
              error={form.fieldErrors.code}
            />
            <CurrentPasswordField
              value={password}
              onChange={setPassword}
              error={form.fieldErrors.current_password}
              hint={t('security.twoFactor.passwordHint')}
            />
            <SubmitOrCancel busy={form.busy} label={t('security.twoFactor.enable')} busyLabel={t('security.twoFactor.enabling')} onCancel={onCancel} />
          </form>
        </li>
      </ol>
    </div>
  );
}
