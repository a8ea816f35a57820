import { formatBRL, useTranslation } from '@palpite/shared';
import { formatMultiple, formatPercent } from '../../lib/format.ts';
import type { GameDetails } from '../../lib/types.ts';
import styles from './GameInfoPanel.module.css';

/** `casino.rules.slots_classic` → `slots_classic`: the engine the RTP basis is translated by. */
function engineOf(rulesKey: string): string {
  return rulesKey.split('.').pop() ?? rulesKey;
}

/** RTP (range and basis), volatility, maximum win, stakes, wagering and modes, then the rules. */
export function GameFacts({ game }: { game: GameDetails }) {
  const { t, i18n } = useTranslation('casino');
  const percent = (value: number) => formatPercent(value, i18n.language);
  const range =
    game.rtp_range.min === game.rtp_range.max
      ? percent(game.rtp)
      : t('details.rtpRange', { min: percent(game.rtp_range.min), max: percent(game.rtp_range.max) });
  const basis = t(`details.rtpBasis.${engineOf(game.rules_key)}`, {
    defaultValue: game.rtp_basis,
    min: percent(game.rtp_range.min),
    max: percent(game.rtp_range.max),
  });
  const modes = [game.modes.real ? t('gameDetails.modes.real') : null, game.modes.demo ? t('gameDetails.modes.demo') : null].filter(Boolean).join(' · ');
  const facts: Array<[label: string, value: string, hint?: string]> = [
    [t('gameDetails.rtp'), range, basis],
    [t('gameDetails.volatility'), t(`details.volatility.${game.volatility}`)],
    [t('gameDetails.maxWin'), t('details.maxWinValue', { multiple: formatMultiple(game.max_win, i18n.language) })],
    [t('gameDetails.betRange'), t('details.stakeRange', { min: formatBRL(game.min_stake), max: formatBRL(game.max_stake) })],
    [
      t('details.wagering'),
      game.wagering_contribution > 0 ? t('details.wageringCounts', { percent: game.wagering_contribution }) : t('details.wageringExcluded'),
    ],
    [t('details.modes'), modes || t('details.noModes')],
  ];
  return (
    <div className={styles.info}>
      <dl className={styles.facts}>
        {facts.map(([label, value, hint]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>
              <span className={styles.value}>{value}</span>
              {hint ? <span className={styles.hint}>{hint}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <section className={styles.rules} aria-label={t('details.rules')}>
        <h3 className={styles.subtitle}>{t('details.rules')}</h3>
        <p>{game.rules}</p>
        <p className={styles.hint}>{game.verify.text}</p>
      </section>
    </div>
  );
}
