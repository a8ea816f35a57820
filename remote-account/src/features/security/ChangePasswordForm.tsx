import { useId } from 'react';
import { Button, Card, useTranslation } from '@palpite/shared';
import styles from './Security.module.css';

const FIELDS = [
  { key: 'current', autoComplete: 'current-password' },
  { key: 'new', autoComplete: 'new-password' },
  { key: 'confirm', autoComplete: 'new-password' },
] as const;

/** Current, new and repeated password; changing it asks the player to log in again (spec §4). */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Card title={t('security.password.title')} description={t('security.password.description')}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((field) => (
          <div key={field.key} className={styles.field}>
            <label htmlFor={`${id}-${field.key}`}>{t(`security.password.${field.key}`)}</label>
            <input
              id={`${id}-${field.key}`}
              type="password"
              autoComplete={field.autoComplete}
              minLength={8}
              required
              className={styles.input}
              aria-describedby={field.key === 'new' ? `${id}-hint` : undefined}
            />
            {field.key === 'new' ? (
              <p id={`${id}-hint`} className={styles.hint}>
                {t('security.password.hint')}
              </p>
            ) : null}
          </div>
        ))}
        {/* Enabled with the change-password call (auth feature). */}
        <Button type="submit" disabled className={styles.submit}>
          {t('security.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
