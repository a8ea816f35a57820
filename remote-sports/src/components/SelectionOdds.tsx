import { useTranslation } from '@palpite/shared';
import { isSelectable, slipSelectionOf, type MatchContext } from '../lib/bet-slip/selection-of.ts';
import { toggleOnSlip, useIsOnSlip } from '../lib/bet-slip/slip-state.ts';
import { usePrematchClosed } from '../lib/bet-slip/use-prematch-closed.ts';
import { marketName, outcomeLabel, selectionName } from '../lib/markets.ts';
import type { Selection } from '../lib/types.ts';
import { OddsButton } from './OddsButton.tsx';

interface SelectionOddsProps {
  match: MatchContext;
  market: { key: string; status: string };
  selection: Selection;
  /** A label other than the outcome's own (the column header already says 1 X 2…). */
  label?: string;
}

/**
 * The odds button of one selection, wired to the bet slip: pressing adds it, pressing again removes it.
 * Locked once pre-match betting on a match not in play has closed.
 */
export function SelectionOdds({ match, market, selection, label }: SelectionOddsProps) {
  const { t, i18n } = useTranslation('sports');
  const language = i18n.language;
  const selected = useIsOnSlip(String(selection.id));
  // Pre-match betting closed before kick-off: locked like a suspension, as the slip would refuse the pick.
  const prematchClosed = usePrematchClosed(match);
  const teams = { home: match.home, away: match.away };
  const description = `${marketName(t, market.key, language)}: ${selectionName(t, market.key, selection.key, teams, language)}`;
  return (
    <OddsButton
      label={label ?? outcomeLabel(t, market.key, selection.key, language)}
      price={selection.price}
      description={description}
      selected={selected}
      suspended={prematchClosed || !isSelectable(selection, market.status)}
      onToggle={() => toggleOnSlip(slipSelectionOf(match, market, selection, language))}
    />
  );
}
