import type { ChangeEvent } from 'react';
import { Button, Spinner, TextField, useTranslation } from '@palpite/shared';
import styles from './Security.module.css';

/** The account's password, asked again before a change to its 2FA. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="current_password"
      label={t('security.password.current')}
      {...(hint ? { hint } : {})}
      revealable
      autoComplete="current-password"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A security form's send button (busy while it waits) and its way out. */
export function SubmitOrCancel({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; onCancel: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.buttons}>
      <Button type="submit" busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? busyLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('actions.cancel', { ns: 'common' })}
      </Button>
    </div>
  );
}
