/**
 * The shell's navigation as data (spec §2 "Menu groups"): one place lists every menu entry, the
 * coming-soon entries, the footer links and the payment methods. Components only render it.
 */
import { DEFAULT_SPORT_TYPE, paths, type Mode } from '@palpite/shared';
import { BR_PROFILE_TERMS, DEPOSIT_METHODS, type DepositMethod } from '@palpite/shared/terms';
import type { IconName } from './icons/Icon.tsx';

/** A menu entry that navigates. `to` may carry a query (`/sports?sport=football`). */
export interface LinkItem {
  kind: 'link';
  id: string;
  to: string;
  labelKey: string;
  icon: IconName;
  /** Shown to logged-in players only (spec §2: /mybets). */
  usersOnly?: boolean;
  /** Active only on an exact path match (the mode homes). */
  end?: boolean;
}

/** A coming-soon entry: shown with a "soon" badge, never clickable (spec §2). */
export interface SoonItem {
  kind: 'soon';
  id: string;
  labelKey: string;
  icon: IconName;
}

export type MenuItem = LinkItem | SoonItem;

export interface MenuGroup {
  id: string;
  titleKey: string;
  items: readonly MenuItem[];
}

const link = (id: string, to: string, icon: IconName, extra: Partial<LinkItem> = {}): LinkItem => ({
  kind: 'link',
  id,
  to,
  labelKey: `menu.${id}`,
  icon,
  ...extra,
});
const soon = (id: string, icon: IconName): SoonItem => ({ kind: 'soon', id, labelKey: `menu.${id}`, icon });

export const CASINO_GROUP: MenuGroup = {
  id: 'casino',
  titleKey: 'menu.groups.casino',
  items: [
    link('home', paths.home(), 'home', { end: true }),
    link('allGames', paths.games(), 'grid'),
    link('slot', '/slot', 'cherries'),
    link('blackjack', '/blackjack', 'cards'),
    link('roulette', '/roulette', 'roulette'),
    link('liveCasino', '/livecasino', 'camera'),
    link('tableGames', '/tablegames', 'chips'),
    link('promotions', '/promotion', 'gift'),
    link('live', '/live', 'broadcast'),
  ],
};

export const SPORTS_GROUP: MenuGroup = {
  id: 'sports',
  titleKey: 'menu.groups.sports',
  items: [
    link('sports', paths.sports(), 'trophy', { end: true }),
    link('liveBets', paths.liveBets(), 'pulse'),
    link('football', paths.sports('football'), 'football'),
    link('basketball', '/basketball', 'basketball'),
    link('promoSports', '/promosports', 'gift'),
    link('myBets', paths.myBets(), 'ticket', { usersOnly: true }),
    link('results', '/results', 'chart'),
  ],
};

/** Sports announced but not open yet (mobile menu). */
export const SPORTS_SOON_GROUP: MenuGroup = {
  id: 'sportsSoon',
  titleKey: 'menu.groups.comingSoon',
  items: [soon('volleyball', 'volleyball'), soon('mmaBoxing', 'glove'), soon('nfl', 'oval'), soon('afl', 'oval')],
};

/** The desktop sidebar's collapsible "Other Sports" (/formula1, /mma, /volleyball, /afl). */
export const OTHER_SPORTS_GROUP: MenuGroup = {
  id: 'otherSports',
  titleKey: 'menu.groups.otherSports',
  items: [soon('formula1', 'flag'), soon('mma', 'glove'), soon('volleyball', 'volleyball'), soon('afl', 'oval')],
};

export const PROMOTIONS_GROUP: MenuGroup = {
  id: 'promotions',
  titleKey: 'menu.groups.promotions',
  items: [soon('tournaments', 'medal'), soon('vipClub', 'crown'), soon('challenges', 'target')],
};

/** The main menu of a mode. */
export function modeGroup(mode: Mode): MenuGroup {
  return mode === 'Sports' ? SPORTS_GROUP : CASINO_GROUP;
}

/** Entries a player may see: `usersOnly` entries are dropped for visitors. */
export function visibleItems(group: MenuGroup, isLoggedIn: boolean): MenuItem[] {
  return group.items.filter((item) => item.kind === 'soon' || !item.usersOnly || isLoggedIn);
}

/**
 * Query parameters whose absence means a value: /sports shows `sport` home (spec §2 route table: "default home"), so
 * /sports?sport=home is the sports home entry's page, as is /sports?sport= (the page reads it so).
 */
const QUERY_DEFAULTS: Readonly<Record<string, string>> = { sport: DEFAULT_SPORT_TYPE };

/**
 * Whether a link entry matches the current location's query (NavLink compares paths only). An
 * entry with a query needs that query; an entry without one is not active while the address
 * chooses something else by a parameter a sibling of the same path sets: /sports is not active on
 * /sports?sport=football (Football is) nor on /sports?sport=basketball (no entry is).
 */
export function isQueryActive(item: LinkItem, search: string, siblings: readonly MenuItem[]): boolean {
  const [itemPath, itemQuery] = splitTarget(item.to);
  const current = new URLSearchParams(search);
  if (itemQuery) {
    return [...new URLSearchParams(itemQuery)].every(([key, value]) => current.get(key) === value);
  }
  const siblingKeys = siblings.flatMap((other) => {
    if (other === item || other.kind !== 'link') return [];
    const [otherPath, otherQuery] = splitTarget(other.to);
    return otherPath === itemPath ? [...new URLSearchParams(otherQuery).keys()] : [];
  });
  return siblingKeys.every((key) => isDefaultValue(key, current.get(key)));
}

function splitTarget(to: string): [path: string, query: string] {
  const [path = '', query = ''] = to.split('?');
  return [path, query];
}

function isDefaultValue(key: string, value: string | null): boolean {
  return value === null || value === '' || value === QUERY_DEFAULTS[key];
}

export const LEGAL_LINKS = [
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/about', labelKey: 'footer.about' },
  { to: '/responsible-gambling', labelKey: 'footer.responsibleGambling' },
  { to: '/bonusterm', labelKey: 'footer.bonusTerms' },
] as const;

/** The footer's payment badges: every deposit method, or under the br profile only those it accepts (the API refuses the others). */
export const PAYMENT_METHODS: readonly DepositMethod[] = DEPOSIT_METHODS;
export const BR_PAYMENT_METHODS: readonly DepositMethod[] = BR_PROFILE_TERMS.depositMethods;

export const SPORTS_FOOTER_LINKS: readonly LinkItem[] = [
  link('liveBets', paths.liveBets(), 'pulse'),
  link('results', '/results', 'chart'),
  link('myBets', paths.myBets(), 'ticket', { usersOnly: true }),
  link('promoSports', '/promosports', 'gift'),
];
