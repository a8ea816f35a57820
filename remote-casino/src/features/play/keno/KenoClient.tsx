import { useId, useState } from 'react';
import { Button, useTranslation } from '@palpite/shared';
import { formatMultiple } from '../../../lib/format.ts';
import type { GameClientProps } from '../types.ts';
import { usePlayRound } from '../lib/use-play-round.ts';
import { useStake } from '../lib/use-stake.ts';
import { roundResult } from '../lib/result.ts';
import { StakeField } from '../components/StakeField.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';
import { playRefusal } from '../components/PlayError.tsx';
import { RefusalAbove } from '../components/RefusalAbove.tsx';
import { useBetProblem } from '../lib/use-bet-problem.ts';
import { KENO_MAX_PICKS, KENO_POOL, kenoPays, quickPick, togglePick } from './keno.ts';
import styles from './KenoClient.module.css';

interface KenoOutcome {
  drawn: number[];
  hits: number[];
  multiplier: number;
}

const NUMBERS = Array.from({ length: KENO_POOL }, (_, i) => i + 1);

/** Keno: pick 1–10 of 40, ten numbers are drawn, the hits pay by the table of that many picks. */
export function KenoClient({ game, mode, balance }: GameClientProps) {
  const { t, i18n } = useTranslation('casino');
  const stake = useStake(game.min_stake, game.max_stake, balance.availableCentavos);
  const round = usePlayRound<KenoOutcome>(game.uuid, mode, balance);
  const [picks, setPicks] = useState<number[]>([]);
  const { problem, report, clear } = useBetProblem(picks);
  const outcome = round.busy ? null : (round.last?.round.outcome ?? null);
  const drawn = new Set(outcome?.drawn ?? []);
  const playedPicks = (round.last?.round.bet.picks as number[] | undefined) ?? [];
  const hits = new Set(outcome?.hits ?? []);
  const pays = kenoPays(game.paytable, picks.length);
  const full = picks.length >= KENO_MAX_PICKS;
  const fullReasonId = useId();

  const play = () => {
    if (picks.length === 0) return report({ key: 'play.keno.noPicks' });
    clear();
    if (stake.check()) void round.play({ stake: (stake.centavos ?? 0) / 100, picks });
  };

  const result = round.last && !round.busy ? roundResult(round.last.round.stake, round.last.round.payout) : null;
  return (
    <div className={styles.client}>
      <div className={styles.board}>
        <div className={styles.grid} role="group" aria-label={t('play.keno.board', { count: picks.length, max: KENO_MAX_PICKS })}>
          {NUMBERS.map((number) => {
            const picked = picks.includes(number);
            const hit = hits.has(number) && playedPicks.includes(number);
            const state = hit ? t('play.keno.hit') : drawn.has(number) ? t('play.keno.drawn') : '';
            // Off once the picks are full, yet focusable and saying why: `disabled` took the numbers out
            // of the Tab order and dropped the focus of the one under it to the page's body.
            const off = full && !picked;
            return (
              <button
                key={number}
                type="button"
                className={[styles.number, picked ? styles.picked : '', drawn.has(number) ? styles.drawn : '', hit ? styles.hit : ''].filter(Boolean).join(' ')}
                aria-pressed={picked}
                aria-label={state ? `${number}, ${state}` : String(number)}
                aria-disabled={off || undefined}
                aria-describedby={off ? fullReasonId : undefined}
                disabled={round.busy}
                onClick={off ? undefined : () => setPicks(togglePick(picks, number))}
              >
                {number}
                {/* Picked is not told by the blue alone: the mark survives greyscale and forced colours (aria-pressed tells it to screen readers). */}
                {picked ? (
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {/* Hidden, yet the off numbers' description: read with each, not on its own. */}
        {full ? (
          <span id={fullReasonId} hidden>
            {t('play.keno.full', { max: KENO_MAX_PICKS })}
          </span>
        ) : null}
        <aside className={styles.side}>
          <h3 className={styles.sideTitle}>{t('play.keno.paysTitle', { count: picks.length })}</h3>
          {pays.length > 0 ? (
            <table className={styles.pays}>
              <thead>
                <tr>
                  <th scope="col">{t('play.keno.hits')}</th>
                  <th scope="col">{t('play.keno.returns')}</th>
                </tr>
              </thead>
              <tbody>
                {pays.map((row) => (
                  <tr key={row.hits} className={outcome && outcome.hits.length === row.hits && playedPicks.length === picks.length ? styles.payWon : undefined}>
                    <td>{row.hits}</td>
                    <td>{formatMultiple(row.returns, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.muted}>{t('play.keno.pickHint', { max: KENO_MAX_PICKS })}</p>
          )}
          <div className={styles.pickButtons}>
            <Button variant="secondary" size="small" onClick={() => setPicks(quickPick(Math.max(picks.length, 5), Math.random))} disabled={round.busy}>
              {t('play.keno.quickPick')}
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={() => setPicks([])}
              disabled={round.busy}
              unavailableReason={picks.length === 0 ? t('play.keno.noPicks') : null}
            >
              {t('play.keno.clear')}
            </Button>
          </div>
        </aside>
      </div>
      <ResultBanner
        result={result}
        detail={outcome ? t('play.keno.hitsResult', { count: outcome.hits.length, picks: playedPicks.length }) : undefined}
        idleText={t('play.keno.idle')}
      />
      <div className={styles.controls}>
        <StakeField
          value={stake.text}
          onChange={stake.setText}
          limits={stake.limits}
          problem={stake.problem}
          showProblem={stake.showProblem}
          disabled={round.busy}
          mode={mode}
        />
        {/* Why a play was refused sits right above Play: above the stake it was out of sight on a phone. */}
        <RefusalAbove refusal={playRefusal(mode, round, problem)} className={styles.playArea}>
          {(describedBy) => (
            <Button className={styles.main} onClick={play} busy={round.busy} aria-describedby={describedBy}>
              {t('play.keno.play')}
            </Button>
          )}
        </RefusalAbove>
      </div>
    </div>
  );
}
