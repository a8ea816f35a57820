import type { ReactNode } from 'react';
import { Card, formatBRL, useTranslation, useDateFormat } from '@palpite/shared';
import type { WithdrawalOptions } from './api/get-withdrawal-options.ts';
import styles from './Withdraw.module.css';

/**
 * What is used of an allowance as a thin bar: empty when nothing is used, full when it is all used
 * (the weekly limit spent, the wagering done). Decorative: the numbers are in the text next to it.
 */
function Bar({ value, max, tone = 'accent' }: { value: number; max: number; tone?: 'accent' | 'gold' }) {
  const share = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <span className={styles.track} aria-hidden="true">
      <span className={[styles.bar, tone === 'gold' ? styles.barGold : ''].filter(Boolean).join(' ')} style={{ width: `${share}%` }} />
    </span>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.limitRow}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the terms allow now (spec §9): minimum, weekly maximum, free withdrawals, wagering, deposit cap. */
export function LimitsPanel({ options }: { options: WithdrawalOptions }) {
  const { t, i18n } = useTranslation('wallet');
  const { date } = useDateFormat();
  const { wagering, deposit_cap: cap } = options;
  return (
    <Card title={t('limits.title')} description={t('limits.description')}>
      <div className={styles.headline}>
        <div>
          <p className={styles.headlineLabel}>{t('limits.available')}</p>
          <p className={styles.headlineValue}>{formatBRL(options.available_cash)}</p>
        </div>
        <div>
          <p className={styles.headlineLabel}>{t('limits.maxNow')}</p>
          <p className={[styles.headlineValue, options.max_amount > 0 ? styles.positive : styles.muted].join(' ')}>{formatBRL(options.max_amount)}</p>
        </div>
      </div>
      <dl className={styles.limits}>
        <Row term={t('limits.minimum')}>{formatBRL(options.minimum)}</Row>
        <Row term={t('limits.weekly')}>
          <span>{t('limits.weeklyText', { remaining: formatBRL(options.weekly_remaining), limit: formatBRL(options.weekly_limit) })}</span>
          <Bar value={options.weekly_used} max={options.weekly_limit} />
          <span className={styles.small}>{t('limits.weekResets', { date: date(options.week_resets_at) })}</span>
        </Row>
        <Row term={t('limits.free')}>
          <span>{t('limits.freeText', { count: options.free_withdrawals_left, total: options.free_withdrawals_per_month })}</span>
          <span className={styles.small}>
            {options.next_fee > 0 ? t('limits.nextFee', { fee: formatBRL(options.next_fee) }) : t('limits.feeAfter', { fee: formatBRL(options.fee) })}
          </span>
        </Row>
        <Row term={t('limits.wagering', { multiple: new Intl.NumberFormat(i18n.language).format(wagering.multiple) })}>
          <span>
            {wagering.remaining > 0
              ? t('limits.wageringLeft', { remaining: formatBRL(wagering.remaining) })
              : wagering.required > 0
                ? t('limits.wageringDone')
                : t('limits.wageringNone')}
          </span>
          {wagering.required > 0 ? <Bar value={wagering.wagered} max={wagering.required} tone="gold" /> : null}
          {wagering.required > 0 ? (
            <span className={styles.small}>
              {t('limits.wageringProgress', { wagered: formatBRL(wagering.wagered), required: formatBRL(wagering.required) })}
            </span>
          ) : null}
          {/* Roulette or blackjack move nothing here: say what counts before the player wonders why. */}
          {wagering.remaining > 0 ? <span className={styles.small}>{t('limits.wageringCounts')}</span> : null}
        </Row>
        <Row term={t('limits.depositCap')}>
          <span>
            {!cap.applies || cap.max === null
              ? t('limits.depositCapNone', { threshold: formatBRL(cap.threshold) })
              : cap.last_deposit === null
                ? t('limits.depositCapFirst', { multiple: cap.multiple })
                : cap.max > 0
                  ? t('limits.depositCapText', { max: formatBRL(cap.max), multiple: cap.multiple, withdrawn: formatBRL(cap.withdrawn) })
                  : t('limits.depositCapUsed', { multiple: cap.multiple })}
          </span>
          {cap.applies ? <span className={styles.small}>{t('limits.depositCapWhy', { threshold: formatBRL(cap.threshold) })}</span> : null}
          {/* A small last deposit caps every withdrawal below the minimum: say how to lift it, or the two limits read as a riddle. */}
          {cap.applies && cap.max !== null && cap.max > 0 && cap.max < options.minimum ? (
            <span className={styles.small}>
              {t('limits.depositCapBelowMinimum', {
                minimum: formatBRL(options.minimum),
                deposit: formatBRL(Math.ceil((options.minimum * 100) / cap.multiple) / 100),
              })}
            </span>
          ) : null}
        </Row>
      </dl>
    </Card>
  );
}
