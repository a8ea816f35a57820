import { useState } from 'react';
import { Button, Card, eventBus, Notice, readApiError, SelectInput, Spinner, useTranslation } from '@palpite/shared';
import { setRealityCheck } from './api/responsible-gambling.ts';
import { REALITY_CHECK_CHOICES } from './rg-choices.ts';
import styles from './RgTools.module.css';

/** How often the site reminds the player how long they have been playing (30 minutes at least, or never). */
export function RealityCheckCard({ minutes, minimum, onSaved }: { minutes: number | null; minimum: number; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(minutes === null ? '' : String(minutes));
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'done' | 'failed'; message: string }>({ status: 'idle' });
  const options = REALITY_CHECK_CHOICES.map((choice) => ({
    value: choice === null ? '' : String(choice),
    label: choice === null ? t('rg.realityCheck.off') : t('rg.realityCheck.every', { count: choice }),
  }));
  const busy = state.status === 'busy';

  async function save() {
    setState({ status: 'busy' });
    try {
      const answer = await setRealityCheck(value === '' ? null : Number(value));
      setState({ status: 'done', message: answer.message });
      // The host's reminder reads the interval again.
      eventBus.emit('user-refresh-requested', {});
      onSaved();
    } catch (error) {
      const view = readApiError(error);
      setState({ status: 'failed', message: view.message ?? t(view.fallbackKey, { ns: 'common' }) });
    }
  }

  return (
    // A part of the responsible-gambling tools, under their h2.
    <Card headingLevel={3} title={t('rg.realityCheck.title')} description={t('rg.realityCheck.description', { count: minimum })}>
      {state.status === 'done' ? <Notice tone="success">{state.message}</Notice> : null}
      {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
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
