import { Button, Notice, useTranslation } from '@palpite/shared';
import type { PlayMode } from '../api/types.ts';

/**
 * A hand of this game is open in the other mode: it is finished there, where its stake and
 * balance are (a real hand played on the demo screen would spend real money beside a demo balance).
 */
export function HandElsewhere({ mode, onSwitch }: { mode: PlayMode; onSwitch?: (mode: PlayMode) => void }) {
  const { t } = useTranslation('casino');
  const name = t(`gameDetails.modes.${mode}`);
  return (
    <Notice tone="info">
      <p>{t('play.handElsewhere', { mode: name })}</p>
      {onSwitch ? (
        <Button variant="secondary" size="small" onClick={() => onSwitch(mode)}>
          {t('play.handElsewhereSwitch', { mode: name })}
        </Button>
      ) : null}
    </Notice>
  );
}
