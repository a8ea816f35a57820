import { useId } from 'react';
import { Button, failedCallText, Notice, readApiError, Skeleton, useIsLoggedIn, useResource, useTranslation } from '@palpite/shared';
import { getRgOverview, selfExclude, takeBreak } from './api/responsible-gambling.ts';
import { ExclusionCard } from './ExclusionCard.tsx';
import { LimitsCard } from './LimitsCard.tsx';
import { RealityCheckCard } from './RealityCheckCard.tsx';
import { BREAK_CHOICES, selfExclusionChoices } from './rg-choices.ts';
import { RESPONSIBLE_GAMBLING_TOOLS_ID } from '../../lib/rg-tools-anchor.ts';
import styles from './RgTools.module.css';

/** "Responsible gambling tools" above the document, for a logged-in player only. */
export function RgTools() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <RgToolsPanel /> : null;
}

function RgToolsPanel() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const overview = useResource(getRgOverview);
  return (
    <section id={RESPONSIBLE_GAMBLING_TOOLS_ID} className={styles.tools} aria-labelledby={titleId} aria-busy={overview.status === 'loading'}>
      {/* Focusable: the document's "where to find the tools" link lands here. */}
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {t('rg.title')}
      </h2>
      {overview.status === 'loading' ? (
        <div className={styles.grid}>
          <Skeleton height={320} />
          <Skeleton height={320} />
        </div>
      ) : null}
      {overview.status === 'error' ? (
        <div className={styles.failed}>
          <Notice tone="error">{failedCallText(readApiError(overview.error), t, t('rg.loadFailed'))}</Notice>
          <Button variant="secondary" onClick={overview.reload}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : null}
      {overview.status === 'ready' ? (
        <div className={styles.grid}>
          <LimitsCard
            limits={overview.data.limits}
            coolDownHours={overview.data.terms.limit_increase_cool_down_hours}
            excluded={overview.data.exclusion !== null}
            onSaved={overview.reload}
          />
          <div className={styles.column}>
            <RealityCheckCard minutes={overview.data.reality_check_minutes} minimum={overview.data.terms.min_reality_check_minutes} onSaved={overview.reload} />
            <ExclusionCard kind="break" choices={BREAK_CHOICES} start={takeBreak} />
            <ExclusionCard kind="selfExclusion" choices={selfExclusionChoices(overview.data.terms.self_exclusion_months)} start={selfExclude} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
