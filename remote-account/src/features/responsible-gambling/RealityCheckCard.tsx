import { useState } from 'react';
import { Button, Card, eventBus, Notice, SelectInput, Spinner, useApiForm, useTranslation } from '@palpite/shared';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { setRealityCheck } from './api/responsible-gambling.ts';
import { REALITY_CHECK_CHOICES } from './rg-choices.ts';
import styles from './RgTools.module.css';

/** How often the site reminds the player how long they have been playing (30 minutes at least, or never). */
export function RealityCheckCard({ minutes, minimum, onSaved }: { minutes: number | null; minimum: number; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(minutes === null ? '' : String(minutes));
  // Kept as their keys and said in the language on show (a switch turns them too): the notice and a refusal.
  const [saved, setSaved] = useState<ServerMessage | null>(null);
  const saving = useApiForm(null);
  const options = REALITY_CHECK_CHOICES.map((choice) => ({
    value: choice === null ? '' : String(choice),
    label: choice === null ? t('rg.realityCheck.off') : t('rg.realityCheck.every', { count: choice }),
  }));
  const busy = saving.busy;

  async function save() {
    setSaved(null);
    const answer = await saving.submit(null, () => setRealityCheck(value === '' ? null : Number(value)));
    if (answer === null) return;
    setSaved(noticeOf(answer));
    // The host's reminder reads the interval again.
    eventBus.emit('user-refresh-requested', {});
    onSaved();
  }

  return (
    // A part of the responsible-gambling tools, under their h2.
    <Card headingLevel={3} title={t('rg.realityCheck.title')} description={t('rg.realityCheck.description', { count: minimum })}>
      {saved === null ? null : <Notice tone="success">{serverMessageText(t, saved)}</Notice>}
      {saving.formError === null ? null : <Notice tone="error">{saving.formError}</Notice>}
      <div className={styles.row}>
        <SelectInput label={t('rg.realityCheck.label')} options={options} value={value} onChange={setValue} disabled={busy} />
        <Button onClick={() => void save()} busy={busy}>
          {busy ? <Spinner /> : null}
          {t('rg.realityCheck.save')}
        </Button>
      </div>
    </Card>
  );
}
