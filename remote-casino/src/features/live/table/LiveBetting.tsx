import { useRef, useState, type Ref } from 'react';
import { Button, failedCallText, formatBRL, useResource, useTranslation, type ApiErrorView } from '@palpite/shared';
import { getGame } from '../../play/api/play-api.ts';
import type { PlayMode } from '../../play/api/types.ts';
import { ChipRack } from '../../play/components/ChipRack.tsx';
import { BetProblemError, PlayError } from '../../play/components/PlayError.tsx';
import { RefusalAbove } from '../../play/components/RefusalAbove.tsx';
import type { BetProblem } from '../../play/lib/use-bet-problem.ts';
import { RouletteBoard } from '../../play/roulette/RouletteBoard.tsx';
import { BetControls } from '../../play/roulette/BetControls.tsx';
import { betsBody } from '../../play/roulette/roulette-bets.ts';
import { useRouletteBets } from '../../play/roulette/use-roulette-bets.ts';
import { chipsWithin } from '../../play/roulette/roulette-bets.ts';
import { readSpotLimits, type SpotLimits } from '../../play/roulette/spot-limits.ts';
import { SpotRefusalNotice } from '../../play/roulette/SpotRefusalNotice.tsx';
import { BaccaratSpots } from '../../play/baccarat/BaccaratSpots.tsx';
import { addBaccaratChip, baccaratBody, baccaratTotal, NO_BACCARAT_BETS } from '../../play/baccarat/baccarat-bets.ts';
import type { LiveTable } from '../api/types.ts';
import { useRoundRoom } from '../../play/lib/use-round-room.ts';
import type { RoundRoom, RoundStakes } from './round-room.ts';
import styles from './LiveTable.module.css';

/** The bets being built on a live table, handed to the table when the player places them. */
export interface LiveBetting {
  body: () => Record<string, unknown>[];
  totalCentavos: number;
  clear: () => void;
}

/**
 * Why the last press of Place was refused: a problem found with the bets before they were sent, or
 * the server's answer as `readApiError` reads it. Kept untranslated, so a language picked while it
 * shows turns it too; a balance short of the bets comes with the deposit.
 */
export type LiveRefusal = { problem: BetProblem } | { failure: ApiErrorView; balanceShort: boolean };

interface BettingProps {
  table: LiveTable;
  open: boolean;
  placing: boolean;
  onPlace: (betting: LiveBetting) => void;
  mode: PlayMode;
  refusal: LiveRefusal | null;
  /** The balance and the bets already placed on this round: what the chips on the board come out of. */
  stakes: RoundStakes;
  /** The table game's paytable when the page has it already (the game page); else it is read here. */
  paytable?: Record<string, unknown>;
}

interface PlaceAreaProps {
  open: boolean;
  placing: boolean;
  totalCentavos: number;
  onClick: () => void;
  mode: PlayMode;
  refusal: LiveRefusal | null;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The refusal in the language shown now. */
function LiveRefusalNotice({ refusal, mode }: { refusal: LiveRefusal; mode: PlayMode }) {
  const { t } = useTranslation('casino');
  if ('problem' in refusal) return <BetProblemError problem={refusal.problem} mode={mode} />;
  return (
    <PlayError mode={mode} balanceShort={refusal.balanceShort}>
      {failedCallText(refusal.failure, t)}
    </PlayError>
  );
}

/**
 * Place, with why its last press was refused right above it (see `RefusalAbove`). The button stays
 * focusable while closed or placing (`aria-disabled`): a disabled one drops the focus.
 */
function PlaceArea({ open, placing, totalCentavos, onClick, mode, refusal, buttonRef }: PlaceAreaProps) {
  const { t } = useTranslation('casino');
  return (
    <RefusalAbove refusal={refusal ? <LiveRefusalNotice refusal={refusal} mode={mode} /> : null}>
      {(describedBy) => (
        <Button
          ref={buttonRef}
          className={styles.place}
          onClick={() => {
            if (open) onClick();
          }}
          busy={placing}
          aria-disabled={!open || placing || undefined}
          aria-describedby={describedBy}
        >
          {open ? t('live.table.place', { amount: formatBRL(totalCentavos / 100) }) : t('live.table.closed')}
        </Button>
      )}
    </RefusalAbove>
  );
}

/** The balance a player bets from while the round is open: what it leaves for more chips. Unknown to a visitor. */
function RoundLeft({ room, stakes }: { room: RoundRoom; stakes: RoundStakes }) {
  const { t } = useTranslation('casino');
  if (stakes.availableCentavos === null) return null;
  return (
    <p className={styles.roundLeft} data-testid="round-left">
      {t('live.table.left', { amount: formatBRL(room.leftCentavos / 100) })}
    </p>
  );
}

/**
 * The live roulette's per-spot limits are its game's (the table answer does not carry them). A
 * failed read leaves them to the server, which refuses a spot over its maximum with its own message.
 */
function useSpotLimits(gameUuid: string, paytable: Record<string, unknown> | undefined): SpotLimits {
  const game = useResource(() => (paytable ? Promise.resolve(paytable) : getGame(gameUuid).then((answer) => answer.paytable)), gameUuid);
  return game.status === 'ready' ? readSpotLimits(game.data) : {};
}

export function LiveRouletteBets({ table, open, placing, onPlace, paytable, mode, refusal, stakes }: BettingProps) {
  const bets = useRouletteBets(table.min_stake, table.max_stake, useSpotLimits(table.game_uuid, paytable));
  const { room, chipUnavailableReason } = useRoundRoom(stakes, Math.round(table.max_stake * 100), bets.totalCentavos);
  const placeButton = useRef<HTMLButtonElement>(null);
  const result = table.current_round.result;
  const betting: LiveBetting = { body: () => betsBody(bets.bets), totalCentavos: bets.totalCentavos, clear: bets.clear };
  return (
    <div className={styles.betting}>
      <RouletteBoard
        bets={bets.bets}
        onPick={bets.pick}
        winningPocket={result && 'pocket' in result ? result.pocket : null}
        pending={bets.pending}
        disabled={placing}
      />
      <SpotRefusalNotice refusal={bets.refusal} />
      <RoundLeft room={room} stakes={stakes} />
      <div className={styles.bettingBottom}>
        <BetControls table={bets} disabled={placing} afterBets={placeButton} chipUnavailableReason={chipUnavailableReason} />
        <PlaceArea
          open={open}
          placing={placing}
          totalCentavos={bets.totalCentavos}
          onClick={() => onPlace(betting)}
          mode={mode}
          refusal={refusal}
          buttonRef={placeButton}
        />
      </div>
    </div>
  );
}

export function LiveBaccaratBets({ table, open, placing, onPlace, mode, refusal, stakes }: BettingProps) {
  const { t } = useTranslation('casino');
  const chips = chipsWithin(Math.round(table.min_stake * 100), Math.round(table.max_stake * 100));
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState(NO_BACCARAT_BETS);
  const result = table.current_round.result;
  const betting: LiveBetting = { body: () => baccaratBody(bets), totalCentavos: baccaratTotal(bets), clear: () => setBets(NO_BACCARAT_BETS) };
  const { room, chipUnavailableReason } = useRoundRoom(stakes, Math.round(table.max_stake * 100), betting.totalCentavos);
  return (
    <div className={styles.betting}>
      <BaccaratSpots
        bets={bets}
        winner={result && 'result' in result ? result.result : null}
        disabled={placing}
        onPick={(spot) => setBets(addBaccaratChip(bets, spot, chip))}
      />
      <RoundLeft room={room} stakes={stakes} />
      <div className={styles.bettingBottom}>
        <ChipRack chips={chips} value={chip} onChange={setChip} unavailableReason={chipUnavailableReason} />
        {/* Chips stacked past the balance or the table's maximum come off again. */}
        <Button
          variant="ghost"
          size="small"
          onClick={betting.clear}
          disabled={placing}
          unavailableReason={betting.totalCentavos === 0 ? t('live.table.noBets') : null}
        >
          {t('play.roulette.clear')}
        </Button>
        <PlaceArea open={open} placing={placing} totalCentavos={baccaratTotal(bets)} onClick={() => onPlace(betting)} mode={mode} refusal={refusal} />
      </div>
    </div>
  );
}
