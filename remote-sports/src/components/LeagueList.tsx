import { useTranslation } from '@palpite/shared';
import { mainOutcomes } from '../lib/sports.ts';
import type { League } from '../lib/types.ts';
import { CountryFlag } from './CountryFlag.tsx';
import { useCountryName } from '../lib/country-name.ts';
import { MatchRow } from './MatchRow.tsx';
import card from './LeagueCard.module.css';

/** Leagues with their matches: a header with the outcome columns, then one row per match. */
export function LeagueList({ label, leagues }: { label: string; leagues: readonly League[] }) {
  const { t } = useTranslation('sports');
  const countryOf = useCountryName();
  return (
    <ul className={card.leagues} aria-label={label}>
      {leagues.map((league) => (
        <li key={league.id} className={card.league}>
          <div className={card.header}>
            <h3 className={card.name}>
              <CountryFlag code={league.country_code} />
              <span className={card.leagueName}>
                {league.name}
                <span className={card.country}>{countryOf(league.country_code, league.country)}</span>
              </span>
            </h3>
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
