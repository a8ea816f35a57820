import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  DateTextField,
  eventBus,
  type LocalDate,
  Notice,
  Spinner,
  TextField,
  todayInBrazil,
  useApiForm,
  type User,
  useTranslation,
  validateForm,
} from '@palpite/shared';
import { profileUpdateRequest } from '@palpite/shared/contract';
import { ACCOUNT_TERMS } from '@palpite/shared/terms';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { updateProfile, type ProfileRequest } from './api/update-profile.ts';
import { MarketingToggle } from './MarketingToggle.tsx';
import styles from './Dashboard.module.css';

interface ProfileValues {
  address: string;
  city: string;
  country: string;
  birthdate: string;
  email_marketing: boolean;
}

const TEXT_FIELDS = [
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2', wide: false },
  { name: 'country', autoComplete: 'country-name', wide: false },
] as const;

function valuesOf(user: User): ProfileValues {
  return {
    address: user.address ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    birthdate: user.birthdate ?? '',
    email_marketing: user.email_marketing,
  };
}

/** Exactly the fields the profile call accepts; a cleared field is sent as null. */
export function profileRequestOf(values: ProfileValues): ProfileRequest {
  return {
    address: values.address.trim() || null,
    city: values.city.trim() || null,
    country: values.country.trim() || null,
    birthdate: values.birthdate || null,
    email_marketing: values.email_marketing,
  };
}

/**
 * The latest birth date of an adult today (spec §1: 18 or older), as the date input's `max`. Today is
 * Brazil's, as the API counts the age: the device's own day (a day ahead in Kiritimati) offered a
 * date the save then refused. Born 29 February, a year without one turns adult on the 28th.
 */
export function adultCutoff(today: LocalDate = todayInBrazil()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = today.year - ACCOUNT_TERMS.minimumAgeYears;
  const daysInMonth = new Date(Date.UTC(year, today.month, 0)).getUTCDate();
  return `${year}-${pad(today.month)}-${pad(Math.min(today.day, daysInMonth))}`;
}

/** Address, city, country, birth date and the email-marketing choice; the email itself is fixed. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(() => valuesOf(user));
  // Kept by its key, like a refusal: a language picked while it shows says it again.
  const [success, setSuccess] = useState<ServerMessage | null>(null);
  // An unfinished birth date gives '' like an empty one; saving it would clear the stored date.
  const [birthdateUnfinished, setBirthdateUnfinished] = useState(false);
  const { bindForm, ...form } = useApiForm(profileUpdateRequest, 'auth.profileUpdateFailed');

  const set = <Name extends keyof ProfileValues>(name: Name, value: ProfileValues[Name]) => {
    setSuccess(null);
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const request = profileRequestOf(values);
    if (birthdateUnfinished) {
      // Nothing is sent, but the other fields are checked as a save would check them: an error from
      // an earlier save must not outlive the text it was about. The date field flags itself.
      if (Object.keys(validateForm(profileUpdateRequest, request)).length > 0) {
        // Shows the client-side errors and focuses the first; the call is never reached.
        await form.submit(request, () => Promise.resolve(null));
        return;
      }
      form.clearErrors();
      const field = event.currentTarget instanceof HTMLFormElement ? event.currentTarget.elements.namedItem('birthdate') : null;
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    const result = await form.submit(request, () => updateProfile(request));
    if (!result) return;
    setValues(valuesOf(result.user));
    setSuccess(noticeOf(result));
    eventBus.emit('user-refresh-requested', {});
  }

  return (
    <Card title={t('dashboard.form.title')} description={t('dashboard.form.description')}>
      <form ref={bindForm} className={styles.profileForm} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <TextField
          className={`${styles.wide} ${styles.readOnly}`}
          label={t('dashboard.form.email')}
          type="email"
          value={user.email}
          readOnly
          hint={t('dashboard.form.emailLocked')}
          error={form.fieldErrors.email}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            className={field.wide ? styles.wide : undefined}
            name={field.name}
            label={t(`dashboard.form.${field.name}`)}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            error={form.fieldErrors[field.name]}
          />
        ))}
        <DateTextField
          name="birthdate"
          label={t('dashboard.form.birthdate')}
          autoComplete="bday"
          min="1900-01-01"
          max={adultCutoff()}
          value={values.birthdate}
          onValueChange={(birthdate) => set('birthdate', birthdate)}
          onEntryChange={(entry) => setBirthdateUnfinished(entry.status === 'invalid')}
          error={form.fieldErrors.birthdate}
          hint={t('dashboard.form.birthdateHint')}
        />
        <MarketingToggle className={styles.wide} checked={values.email_marketing} onChange={(checked) => set('email_marketing', checked)} />
        <div className={`${styles.wide} ${styles.formFooter}`}>
          {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
          {success ? <Notice tone="success">{serverMessageText(t, success)}</Notice> : null}
          <Button type="submit" className={styles.save} busy={form.busy}>
            {form.busy ? <Spinner /> : null}
            {form.busy ? t('dashboard.form.saving') : t('dashboard.form.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
