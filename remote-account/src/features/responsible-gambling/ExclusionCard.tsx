import { useId, useRef, useState } from 'react';
import { Button, Card, ConfirmDialog, eventBus, SelectInput, useApiForm, useTranslation } from '@palpite/shared';
import type { ExclusionLength } from './api/responsible-gambling.ts';
import { lengthLabel, lengthValue } from './rg-choices.ts';
import styles from './RgTools.module.css';

interface ExclusionCardProps {
  /** `break` or `selfExclusion`: the texts under `rg.<kind>`. */
  kind: 'break' | 'selfExclusion';
  choices: readonly ExclusionLength[];
  start: (length: ExclusionLength) => Promise<unknown>;
}

/**
 * A break or a self-exclusion: it starts at once, cannot be shortened and ends every session, so
 * the player confirms twice (a box to tick, then the button). Afterwards the page logs out locally.
 */
export function ExclusionCard({ kind, choices, start }: ExclusionCardProps) {
  const { t } = useTranslation('account');
  const tickId = useId();
  const [value, setValue] = useState(lengthValue(choices[0]!));
  const [confirming, setConfirming] = useState(false);
  const [ticked, setTicked] = useState(false);
  // The server's refusal is kept as its key and said in the language on show (a switch turns it too).
  const starting = useApiForm(null);
  // Kept apart from the server's error: it is about the box, so it shows under the box, tied to it.
  const [tickMissing, setTickMissing] = useState(false);
  const tickBox = useRef<HTMLInputElement>(null);
  const chosen = choices.find((choice) => lengthValue(choice) === value) ?? choices[0]!;
  const name = (length: ExclusionLength) => {
    const label = lengthLabel(length);
    return t(label.key, label.count === undefined ? {} : { count: label.count });
  };
  // "Por tempo indeterminado" is no length to put into "por {{length}}": it has its own sentences (`_indefinite`).
  const chosenTexts = { length: name(chosen), ...(chosen.unit === 'indefinite' ? { context: 'indefinite' } : {}) };

  async function confirm() {
    if (!ticked) {
      starting.clearErrors();
      setTickMissing(true);
      tickBox.current?.focus();
      return;
    }
    setTickMissing(false);
    // Whatever the answer's body, resolving means it started.
    const started = await starting.submit(null, () => start(chosen).then(() => true));
    if (started === null) return;
    setConfirming(false);
    // Every session ended on the server: leave locally too, with the host's translated notice.
    eventBus.emit('force-logout', { reason: 'excluded' });
  }

  return (
    // A part of the responsible-gambling tools, under their h2.
    <Card headingLevel={3} title={t(`rg.${kind}.title`)} description={t(`rg.${kind}.description`)}>
      <div className={styles.row}>
        <SelectInput
          label={t(`rg.${kind}.label`)}
          options={choices.map((choice) => ({ value: lengthValue(choice), label: name(choice) }))}
          value={value}
          onChange={setValue}
        />
        <Button
          variant="secondary"
          className={styles.danger}
          onClick={() => {
            setTicked(false);
            starting.clearErrors();
            setTickMissing(false);
            setConfirming(true);
          }}
        >
          {t(`rg.${kind}.start`)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(`rg.${kind}.confirmTitle`, chosenTexts)}
        confirmLabel={t(`rg.${kind}.confirm`)}
        busyLabel={t('rg.confirm.busy')}
        busy={starting.busy}
        error={starting.formError}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(`rg.${kind}.warning`, chosenTexts)}</p>
        <p className={styles.tick}>
          <input
            ref={tickBox}
            id={tickId}
            type="checkbox"
            checked={ticked}
            aria-invalid={tickMissing ? true : undefined}
            aria-describedby={tickMissing ? `${tickId}-error` : undefined}
            onChange={(event) => {
              setTicked(event.target.checked);
              setTickMissing(false);
            }}
          />
          <label htmlFor={tickId}>{t(`rg.${kind}.tick`)}</label>
        </p>
        {tickMissing ? (
          <p id={`${tickId}-error`} className={styles.tickError}>
            {t('rg.confirm.tickFirst')}
          </p>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
