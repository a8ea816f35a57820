/**
 * The offers the site starts with and the promotions that advertise them, written to the database
 * at startup (definitions by code are updated, promotions only added when missing, so ops edits of
 * a page survive a restart). The welcome offer comes from the shared terms: the legal pages render
 * the same figures the engine enforces. Texts carry no figures: pages add them from the definition.
 */
import { BONUS_TERMS } from '@palpite/shared/contract';
import type { DefinitionInput } from './repo.ts';

export const WELCOME_CODE = BONUS_TERMS.welcome.code;

export const OFFERS: readonly DefinitionInput[] = [
  {
    code: WELCOME_CODE,
    kind: 'deposit_match',
    product: 'casino',
    percentage: BONUS_TERMS.welcome.percentage,
    maxBonusCentavos: BONUS_TERMS.welcome.maxBonusCentavos,
    minDepositCentavos: BONUS_TERMS.welcome.minDepositCentavos,
    wageringMultiple: BONUS_TERMS.defaultWageringMultiple,
    validityDays: BONUS_TERMS.validityDays,
    applicableDepositNumber: BONUS_TERMS.welcome.depositNumber,
    redemptionsPerPlayer: 1,
    winCapCentavos: BONUS_TERMS.newMemberWinCapCentavos,
    freeSpins: BONUS_TERMS.welcome.freeSpins,
    freeSpinsGameSlug: BONUS_TERMS.welcome.freeSpinGameSlug,
    freeSpinBetCentavos: BONUS_TERMS.welcome.freeSpinBetCentavos,
    registrationCode: null,
  },
  {
    code: 'casino-reload',
    kind: 'deposit_match',
    product: 'casino',
    percentage: 50,
    maxBonusCentavos: 1_000_00n,
    minDepositCentavos: 50_00n,
    wageringMultiple: BONUS_TERMS.defaultWageringMultiple,
    validityDays: BONUS_TERMS.validityDays,
    applicableDepositNumber: null,
    redemptionsPerPlayer: 4,
    winCapCentavos: null,
    freeSpins: 0,
    freeSpinsGameSlug: null,
    freeSpinBetCentavos: null,
    registrationCode: null,
  },
  {
    code: 'sports-reload',
    kind: 'deposit_match',
    product: 'sports',
    percentage: 50,
    maxBonusCentavos: 500_00n,
    minDepositCentavos: 50_00n,
    wageringMultiple: 8,
    validityDays: BONUS_TERMS.validityDays,
    applicableDepositNumber: null,
    redemptionsPerPlayer: 3,
    winCapCentavos: null,
    freeSpins: 0,
    freeSpinsGameSlug: null,
    freeSpinBetCentavos: null,
    registrationCode: null,
  },
  {
    code: 'signup-spins',
    kind: 'free_spins',
    product: 'casino',
    percentage: 0,
    maxBonusCentavos: 0n,
    minDepositCentavos: 0n,
    wageringMultiple: BONUS_TERMS.defaultWageringMultiple,
    validityDays: BONUS_TERMS.validityDays,
    applicableDepositNumber: null,
    redemptionsPerPlayer: 1,
    winCapCentavos: BONUS_TERMS.newMemberWinCapCentavos,
    freeSpins: 20,
    freeSpinsGameSlug: 'sete-da-sorte',
    freeSpinBetCentavos: 50n,
    registrationCode: 'GIROS20',
  },
];

type Texts = Record<'pt-BR' | 'en' | 'tr', { title: string; summary: string; body: string }>;

export interface PromotionSeed {
  slug: string;
  product: 'casino' | 'sports';
  offerCode: string;
  sortOrder: number;
  texts: Texts;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    slug: 'boas-vindas-cassino',
    product: 'casino',
    offerCode: WELCOME_CODE,
    sortOrder: 1,
    texts: {
      'pt-BR': {
        title: 'Bônus de boas-vindas do cassino',
        summary: 'Dobramos o seu primeiro depósito e ainda damos rodadas grátis no Carnaval do Rio.',
        body: 'Ative a oferta antes de depositar ou escolha o bônus no formulário de depósito. O bônus é creditado no seu saldo de bônus assim que o depósito é confirmado.\n\nAs apostas em slots contam 100% para o rollover; jogos de mesa, cassino ao vivo, video pôquer, keno e dados não contam. O saldo em dinheiro é usado antes do bônus.',
      },
      en: {
        title: 'Casino welcome bonus',
        summary: 'We match your first deposit and add free spins on Carnaval do Rio.',
        body: 'Opt in before you deposit, or pick the bonus on the deposit form. The bonus lands in your bonus balance as soon as the deposit is confirmed.\n\nSlot stakes count 100% towards wagering; table games, live casino, video poker, keno and dice do not count. Cash is used before bonus money.',
      },
      tr: {
        title: 'Casino hoş geldin bonusu',
        summary: 'İlk yatırımınızı eşliyoruz ve Carnaval do Rio’da bedava dönüşler ekliyoruz.',
        body: 'Yatırım yapmadan önce teklifi etkinleştirin veya yatırım formunda bonusu seçin. Yatırım onaylanır onaylanmaz bonus, bonus bakiyenize geçer.\n\nSlot bahisleri çevrim şartına %100 sayılır; masa oyunları, canlı casino, video poker, keno ve zar oyunları sayılmaz. Önce nakit bakiye kullanılır.',
      },
    },
  },
  {
    slug: 'recarga-cassino',
    product: 'casino',
    offerCode: 'casino-reload',
    sortOrder: 2,
    texts: {
      'pt-BR': {
        title: 'Recarga do cassino',
        summary: 'Metade a mais em qualquer depósito, até quatro vezes.',
        body: 'Ative a oferta e faça um depósito a partir do mínimo indicado. Um bônus ativo por vez: termine ou cancele o atual antes de ativar outro.',
      },
      en: {
        title: 'Casino reload',
        summary: 'Half as much again on any deposit, up to four times.',
        body: 'Opt in and make a deposit of at least the minimum shown. One active bonus at a time: finish or cancel the current one before opting in to another.',
      },
      tr: {
        title: 'Casino yeniden yükleme',
        summary: 'Her yatırıma yarısı kadar ek bonus, dört kereye kadar.',
        body: 'Teklifi etkinleştirin ve en az gösterilen tutarda yatırım yapın. Aynı anda yalnızca bir aktif bonus: yenisini etkinleştirmeden önce mevcut bonusu tamamlayın veya iptal edin.',
      },
    },
  },
  {
    slug: 'recarga-esportes',
    product: 'sports',
    offerCode: 'sports-reload',
    sortOrder: 1,
    texts: {
      'pt-BR': {
        title: 'Recarga de esportes',
        summary: 'Bônus de 50% para apostar no futebol e no basquete.',
        body: 'Ative a oferta e deposite. Apostas simples ou múltiplas com odd total a partir de 1.50 contam para o rollover quando são liquidadas; apostas anuladas não contam.',
      },
      en: {
        title: 'Sports reload',
        summary: 'A 50% bonus to bet on football and basketball.',
        body: 'Opt in and deposit. Singles or accumulators with total odds of 1.50 or more count towards wagering once they settle; void bets do not count.',
      },
      tr: {
        title: 'Spor yeniden yükleme',
        summary: 'Futbol ve basketbol bahisleri için %50 bonus.',
        body: 'Teklifi etkinleştirin ve yatırım yapın. Toplam oranı 1.50 veya üzeri olan tekli ya da kombine bahisler sonuçlandığında çevrime sayılır; iptal edilen bahisler sayılmaz.',
      },
    },
  },
];
