import type { ReactNode } from 'react';
import { formatBRL, useTranslation } from '@palpite/shared';
import { formatFigure, formatMultiple } from '../../../lib/format.ts';
import type { GameDetails } from '../../../lib/types.ts';
import { SlotSymbol } from '../../play/slots/SlotSymbol.tsx';
import { payingHits, readPaytable, type PaytableView } from './paytable-view.ts';
import styles from './Paytable.module.css';

interface TableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Drawn before each row's first cell, by row (a slot symbol's look); the cell's text stays its name. */
  marks?: readonly ReactNode[];
}

/** A table with a caption, header cells and rows of text. */
function Table({ caption, columns, rows, marks }: TableProps) {
  return (
    // Focusable and named: a table wider than the phone scrolls, and a keyboard must reach it (WCAG 2.1.1).
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? styles.start : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={styles.start}>
                    {marks?.[rowIndex] ? (
                      <span className={styles.symbolName}>
                        {marks[rowIndex]}
                        {cell}
                      </span>
                    ) : (
                      cell
                    )}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaytableBody({ view }: { view: PaytableView }) {
  const { t, i18n } = useTranslation('casino');
  const x = (value: number) => formatMultiple(value, i18n.language);
  const symbol = (name: string) => t(`details.symbols.${name}`, { defaultValue: name });
  switch (view.kind) {
    case 'symbols': {
      const perWay = view.unit === 'coin_per_way';
      const unit = perWay ? t('details.paytable.unitCoins', { coins: view.coinsPerStake ?? 0 }) : t('details.paytable.unitLineBet', { lines: view.lines ?? 0 });
      return (
        <>
          <p className={styles.note}>{unit}</p>
          <Table
            caption={perWay ? t('details.paytable.waysCaption') : t('details.paytable.symbolsCaption')}
            columns={[t('details.paytable.symbol'), '×3', '×4', '×5']}
            rows={view.rows.map((row) => [symbol(row.symbol), ...row.pays.map((pays) => formatFigure(pays, i18n.language))])}
            marks={view.rows.map((row) => (
              <SlotSymbol key={row.symbol} symbol={row.symbol} size="mark" />
            ))}
          />
          {view.scatter ? (
            <Table
              caption={t('details.paytable.scatterCaption')}
              columns={[t('details.paytable.symbol'), '×3', '×4', '×5']}
              rows={[[symbol('scatter'), ...view.scatter.map(x)]]}
              marks={[<SlotSymbol key="scatter" symbol="scatter" size="mark" />]}
            />
          ) : null}
          {view.freeSpins ? <p className={styles.note}>{t('details.paytable.freeSpins', view.freeSpins)}</p> : null}
        </>
      );
    }
    case 'wins':
      return (
        <Table
          caption={t('details.paytable.stakeCaption')}
          columns={[t('details.paytable.win'), t('details.paytable.returns')]}
          rows={view.rows.map((row) => [t(`details.wins.${row.win}`, { defaultValue: row.win }), x(row.pays)])}
        />
      );
    case 'returns':
      return (
        <Table
          caption={t('details.paytable.stakeCaption')}
          columns={[view.label === 'bet' ? t('details.paytable.bet') : t('details.paytable.hand'), t('details.paytable.returns')]}
          rows={view.rows.map((row) => [t(`details.${view.label === 'bet' ? 'bets' : 'hands'}.${row.name}`, { defaultValue: row.name }), x(row.returns)])}
        />
      );
    case 'roulette': {
      // Each bet type's stake limits sit beside its payout: that is where the player compares bets.
      const limited = view.rows.some((row) => row.min !== null && row.max !== null);
      const money = (value: number | null) => (value === null ? '—' : formatBRL(value));
      return (
        <>
          <Table
            caption={t('details.paytable.stakeCaption')}
            columns={[
              t('details.paytable.bet'),
              t('details.paytable.returns'),
              ...(limited ? [t('details.paytable.minPerSpot'), t('details.paytable.maxPerSpot')] : []),
            ]}
            rows={view.rows.map((row) => [
              t(`details.bets.${row.name}`, { defaultValue: row.name }),
              x(row.returns),
              ...(limited ? [money(row.min), money(row.max)] : []),
            ])}
          />
          {limited && view.maxBets !== null && view.maxTotal !== null ? (
            <p className={styles.note}>{t('details.paytable.rouletteLimits', { bets: view.maxBets, total: formatBRL(view.maxTotal) })}</p>
          ) : null}
        </>
      );
    }
    case 'baccarat':
      return (
        <Table
          caption={t('details.paytable.stakeCaption')}
          columns={[t('details.paytable.bet'), t('details.spots.player'), t('details.spots.banker'), t('details.spots.tie')]}
          rows={view.rows.map((row) => [t(`details.spots.${row.spot}`, { defaultValue: row.spot }), x(row.player), x(row.banker), x(row.tie)])}
        />
      );
    case 'keno':
      return (
        <>
          <p className={styles.note}>{t('details.paytable.kenoNote', { drawn: view.drawn, pool: view.pool })}</p>
          <Table
            caption={t('details.paytable.stakeCaption')}
            columns={[t('details.paytable.picks'), t('details.paytable.hitsPay')]}
            rows={view.rows.map((row) => [
              String(row.picks),
              payingHits(row.byHits)
                .map(([hits, returns]) => t('details.paytable.hitReturn', { hits, returns: x(returns) }))
                .join(' · '),
            ])}
          />
        </>
      );
    case 'dice':
      return <p className={styles.note}>{t('details.paytable.dice', { max: x(view.maxReturn) })}</p>;
    case 'combos':
      return (
        <Table
          caption={t('details.paytable.stakeCaption')}
          columns={[t('details.paytable.combination'), t('details.paytable.returns')]}
          rows={view.rows.map((row) => [row.symbols.map(symbol).join(' + '), x(row.pays)])}
        />
      );
    case 'none':
      return <p className={styles.note}>{t('details.paytable.none')}</p>;
  }
}

/** What each result pays, shown before the first bet. */
export function Paytable({ game }: { game: GameDetails }) {
  return (
    <div className={styles.paytable}>
      <PaytableBody view={readPaytable(game.game_type, game.play_style, game.paytable)} />
    </div>
  );
}
