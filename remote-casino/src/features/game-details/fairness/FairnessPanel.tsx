import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Button,
  failedCallText,
  LayoutSkeleton,
  Notice,
  readApiError,
  Spinner,
  useTranslation,
  type ApiErrorView,
  LoadFailed,
  useResource,
} from '@palpite/shared';
import { getFairness, rotateSeeds, setClientSeed } from '../../../lib/api/fairness.ts';
import type { FairnessState, RotationAnswer } from '../../../lib/types.ts';
import { onRoundPlayed } from '../../play/lib/round-played.ts';
import { CLIENT_SEED_MAX_LENGTH, isValidClientSeed } from './client-seed.ts';
import { RevealedPair } from './RevealedPair.tsx';
import styles from './Fairness.module.css';

/** What the last save or rotation came to, kept untranslated: a language picked while it shows turns it too. */
type Outcome = { tone: 'success'; key: 'fairness.seedSaved' | 'fairness.rotated' } | { tone: 'error'; failure: ApiErrorView } | null;

interface SeedFormProps {
  state: FairnessState;
  onRotated: (answer: RotationAnswer) => void;
  onOutcome: (outcome: Outcome) => void;
}

function SeedForm({ state, onRotated, onOutcome: setOutcome }: SeedFormProps) {
  const { t } = useTranslation('casino');
  const id = useId();
  const [clientSeed, setClientSeedText] = useState(state.client_seed);
  const [busy, setBusy] = useState<'seed' | 'rotate' | null>(null);
  const [seedInvalid, setSeedInvalid] = useState(false);
  // A new pair (a rotation, here or read again) starts the field from its client seed. Not by
  // remounting the form: the field or button the player just used would lose the focus to the page.
  const [pairHash, setPairHash] = useState(state.server_seed_hash);
  if (pairHash !== state.server_seed_hash) {
    setPairHash(state.server_seed_hash);
    setClientSeedText(state.client_seed);
    setSeedInvalid(false);
  }
  const unchanged = clientSeed === state.client_seed;

  const run = (kind: 'seed' | 'rotate', call: () => Promise<RotationAnswer>) => {
    // The buttons stay focusable while a call runs (aria-disabled): a press then does nothing.
    if (busy !== null) return;
    setBusy(kind);
    setOutcome(null);
    call().then(
      (answer) => {
        setBusy(null);
        setClientSeedText(answer.current.client_seed);
        setOutcome({ tone: 'success', key: kind === 'seed' ? 'fairness.seedSaved' : 'fairness.rotated' });
        onRotated(answer);
      },
      (error: unknown) => {
        setBusy(null);
        setOutcome({ tone: 'error', failure: readApiError(error) });
      },
    );
  };

  const saveSeed = (event: FormEvent) => {
    event.preventDefault();
    if (busy !== null || unchanged) return;
    if (!isValidClientSeed(clientSeed)) {
      setSeedInvalid(true);
      return;
    }
    setSeedInvalid(false);
    run('seed', () => setClientSeed(clientSeed));
  };

  return (
    <>
      <form className={styles.seedForm} onSubmit={saveSeed} noValidate>
        <label htmlFor={`${id}-seed`} className={styles.label}>
          {t('gameDetails.clientSeed')}
        </label>
        <div className={styles.seedRow}>
          <input
            id={`${id}-seed`}
            className={styles.input}
            value={clientSeed}
            maxLength={CLIENT_SEED_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={seedInvalid ? true : undefined}
            // The next server seed's explanation too: typing a seed, the player learns what it will be paired with.
            aria-describedby={`${seedInvalid ? `${id}-seed-error` : `${id}-seed-hint`} ${id}-next-hint`}
            onChange={(event) => setClientSeedText(event.target.value)}
          />
          {/* Unavailable, not disabled, while saving or with nothing to save: it keeps the focus once pressed. */}
          <Button
            type="submit"
            variant="secondary"
            size="small"
            busy={busy === 'seed'}
            aria-disabled={busy !== null || undefined}
            unavailableReason={unchanged && busy === null ? t('fairness.seedUnchanged') : null}
          >
            {busy === 'seed' ? <Spinner /> : null}
            {t('fairness.saveSeed')}
          </Button>
        </div>
        {seedInvalid ? (
          // Shown on saving, with the focus still on the button: an alert is heard at once.
          <p id={`${id}-seed-error`} className={styles.fieldError} role="alert">
            {t('casino.errors.clientSeedInvalid', { ns: 'common' })}
          </p>
        ) : (
          <p id={`${id}-seed-hint`} className={styles.hint}>
            {t('fairness.seedHint')}
          </p>
        )}
        {/* Beside the field: the commitment to the server seed a new client seed will be paired with, shown before it is chosen. */}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('fairness.nextServerSeedHash')}</dt>
            <dd className={styles.code}>{state.next_server_seed_hash}</dd>
            <dd id={`${id}-next-hint`} className={styles.hint}>
              {t('fairness.nextServerSeedHint')}
            </dd>
          </div>
        </dl>
      </form>
      <Button variant="primary" block busy={busy === 'rotate'} aria-disabled={busy !== null || undefined} onClick={() => run('rotate', rotateSeeds)}>
        {busy === 'rotate' ? <Spinner /> : null}
        {t('fairness.rotate')}
      </Button>
    </>
  );
}

/** The player's seed pair: the server seed's hash, the client seed (editable) with the next server seed's hash, the nonce, rotation. */
export function FairnessPanel({ onRotated }: { onRotated: () => void }) {
  const { t } = useTranslation('casino');
  const fairness = useResource(getFairness, 'fairness');
  const { refresh } = fairness;
  // Each round played on the stage takes the next nonce: read the pair again (a failure keeps the last).
  useEffect(() => onRoundPlayed(refresh), [refresh]);
  // Kept here, beside the form it speaks of.
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (fairness.status === 'loading') return <LayoutSkeleton layout="form" count={3} />;
  if (fairness.status === 'error') return <LoadFailed error={fairness.error} fallback={t('fairness.loadFailed')} onRetry={fairness.reload} />;

  const state = fairness.data;
  const applyRotation = (answer: RotationAnswer) => {
    fairness.setData(() => ({ ...answer.current, previous: answer.revealed }));
    onRotated();
  };

  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('gameDetails.fairnessNote')}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('gameDetails.serverSeedHash')}</dt>
          <dd className={styles.code}>{state.server_seed_hash}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('gameDetails.nonce')}</dt>
          <dd className={styles.number}>{state.nonce}</dd>
        </div>
      </dl>
      <SeedForm state={state} onRotated={applyRotation} onOutcome={setOutcome} />
      {outcome ? <Notice tone={outcome.tone}>{outcome.tone === 'success' ? t(outcome.key) : failedCallText(outcome.failure, t)}</Notice> : null}
      {state.previous ? <RevealedPair pair={state.previous} /> : <p className={styles.hint}>{t('fairness.noPrevious')}</p>}
    </div>
  );
}
