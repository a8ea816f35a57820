import type { CSSProperties } from 'react';
import { useTranslation } from '@palpite/shared';
import { mainOutcomes } from '../lib/sports.ts';
import type { League } from '../lib/types.ts';
import { CountryFlag } from './CountryFlag.tsx';
import { useCountryName } from '../lib/country-name.ts';
import { useProgressiveCount } from '../lib/use-progressive-count.ts';
import { MatchRow } from './MatchRow.tsx';
import card from './LeagueCard.module.css';

/** The leagues and matches that the first `rows` rows hold, in order: the last league drawn may be cut short. */
function firstRows(leagues: readonly League[], rows: number): League[] {
  const drawn: League[] = [];
  let left = rows;
  for (const league of leagues) {
    if (left <= 0) break;
    drawn.push(league.matches.length <= left ? league : { ...league, matches: league.matches.slice(0, left) });
    left -= league.matches.length;
  }
  return drawn;
}

/**
 * Leagues with their matches: a header with the outcome columns, then one row per match. A long
 * list is drawn a few screens first and the rest in chunks (useProgressiveCount), and the browser
 * skips laying out and painting a league card until it nears the screen (content-visibility), with
 * its height held by its number of rows meanwhile, so the scroll bar does not jump.
 * `headingLevel` follows the page's outline: 2 right under the page's h1, 3 (default) under a section's h2.
 */
export function LeagueList({ label, leagues, headingLevel = 3 }: { label: string; leagues: readonly League[]; headingLevel?: 2 | 3 }) {
  const LeagueHeading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('sports');
  const countryOf = useCountryName();
  const drawnRows = useProgressiveCount(leagues.reduce((rows, league) => rows + league.matches.length, 0));
  return (
    <ul className={card.leagues} aria-label={label}>
      {firstRows(leagues, drawnRows).map((league) => (
        <li key={league.id} className={`${card.league} ${card.paintedNearScreen}`} style={{ '--match-rows': league.matches.length } as CSSProperties}>
          <div className={card.header}>
            <LeagueHeading className={card.name}>
              <CountryFlag code={league.country_code} />
              <span className={card.leagueName}>
                {league.name}
                <span className={card.country}>{countryOf(league.country_code, league.country)}</span>
              </span>
            </LeagueHeading>
            <span className={card.columns} aria-hidden="true">
              {mainOutcomes(league.sport).map((outcome) => (
                <span key={outcome}>{t(`outcomes.${outcome}`)}</span>
              ))}
            </span>
          </div>
          <ul className={card.matches}>
            {league.matches.map((match) => (
              <MatchRow key={match.id} row={match} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
