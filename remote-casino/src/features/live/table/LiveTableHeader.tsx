import type { Ref } from 'react';
import { useTranslation } from '@palpite/shared';
import { Heading } from '../../../components/Heading.tsx';
import type { LiveTable } from '../api/types.ts';
import type { LiveMoment } from './live-round.ts';
import styles from './LiveTable.module.css';

/** The phase's own modifier: the table's result panel and betting area have classes named like the phases. */
const PHASE_CLASS: Record<LiveMoment['phase'], string | undefined> = {
  betting: styles.phaseBetting,
  drawing: styles.phaseDrawing,
  result: styles.phaseResult,
};

interface LiveTableHeaderProps {
  table: LiveTable;
  moment: LiveMoment;
  headingLevel: 2 | 3;
  /** The table's name, for a page that moves the focus to the table it opened. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Table name, round number and the betting window's countdown (announced only when the phase changes). */
export function LiveTableHeader({ table, moment, headingLevel, headingRef }: LiveTableHeaderProps) {
  const { t } = useTranslation('casino');
  const seconds = Math.ceil(moment.msLeft / 1000);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        {/* Focusable from script only: where the focus goes once a table is joined. */}
        <Heading level={headingLevel} className={styles.title} ref={headingRef} tabIndex={-1}>
          <span className={styles.liveDot} aria-hidden="true" />
          {table.name}
        </Heading>
        <span className={styles.round}>{t('live.table.round', { number: table.current_round.round_number })}</span>
      </div>
      <p className={`${styles.phase} ${PHASE_CLASS[moment.phase]}`} role="status" aria-live="polite" aria-atomic="true">
        {t(`live.table.phases.${moment.phase}`)}
      </p>
      <div className={styles.countdown}>
        <div
          className={`${styles.bar} ${PHASE_CLASS[moment.phase]}`}
          role="timer"
          aria-label={moment.phase === 'betting' ? t('live.table.closesIn', { seconds }) : t('live.table.nextIn', { seconds })}
        >
          <span style={{ transform: `scaleX(${moment.fractionLeft})` }} />
        </div>
        <span className={styles.seconds} aria-hidden="true">
          {moment.phase === 'drawing' ? '…' : `${seconds}s`}
        </span>
      </div>
    </header>
  );
}
