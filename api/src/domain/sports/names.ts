/**
 * Names the data files do not carry: NBA franchises' full names for the extract's short codes,
 * home grounds of well-known clubs (the match page's venue), and name pools for the simulator's
 * invented referees. Simulated matches are fictional, so their officials are invented too; real
 * (replayed) fixtures get no referee rather than a made-up one.
 */
import { pickOne, type Random } from './random.ts';

/** The NBA extract's team codes → current franchise names (historic names folded into today's). */
export const NBA_TEAMS: Readonly<Record<string, string>> = {
  atl: 'Atlanta Hawks',
  bkn: 'Brooklyn Nets',
  bos: 'Boston Celtics',
  cha: 'Charlotte Hornets',
  chi: 'Chicago Bulls',
  cle: 'Cleveland Cavaliers',
  dal: 'Dallas Mavericks',
  den: 'Denver Nuggets',
  det: 'Detroit Pistons',
  gs: 'Golden State Warriors',
  hou: 'Houston Rockets',
  ind: 'Indiana Pacers',
  lac: 'LA Clippers',
  lal: 'Los Angeles Lakers',
  mem: 'Memphis Grizzlies',
  mia: 'Miami Heat',
  mil: 'Milwaukee Bucks',
  min: 'Minnesota Timberwolves',
  no: 'New Orleans Pelicans',
  ny: 'New York Knicks',
  okc: 'Oklahoma City Thunder',
  orl: 'Orlando Magic',
  phi: 'Philadelphia 76ers',
  phx: 'Phoenix Suns',
  por: 'Portland Trail Blazers',
  sa: 'San Antonio Spurs',
  sac: 'Sacramento Kings',
  tor: 'Toronto Raptors',
  utah: 'Utah Jazz',
  wsh: 'Washington Wizards',
};

/** Home grounds, keyed by the club name as the data files write it (cup entries drop their " (BRA)" suffix). */
export const VENUES: Readonly<Record<string, string>> = {
  // Brasileirão Série A 2025
  'Botafogo FR': 'Estádio Nilton Santos',
  'CA Mineiro': 'Arena MRV',
  'CR Flamengo': 'Maracanã',
  'CR Vasco da Gama': 'São Januário',
  'Ceará SC': 'Castelão',
  'Cruzeiro EC': 'Mineirão',
  'EC Bahia': 'Arena Fonte Nova',
  'EC Juventude': 'Alfredo Jaconi',
  'EC Vitória': 'Barradão',
  'Fluminense FC': 'Maracanã',
  'Fortaleza EC': 'Castelão',
  'Grêmio FBPA': 'Arena do Grêmio',
  'Mirassol FC': 'Estádio José Maria de Campos Maia',
  'RB Bragantino': 'Nabi Abi Chedid',
  'SC Corinthians Paulista': 'Neo Química Arena',
  'SC Internacional': 'Beira-Rio',
  'SC Recife': 'Ilha do Retiro',
  'SE Palmeiras': 'Allianz Parque',
  'Santos FC': 'Vila Belmiro',
  'São Paulo FC': 'MorumBIS',
  // Premier League 2025/26
  'AFC Bournemouth': 'Vitality Stadium',
  'Arsenal FC': 'Emirates Stadium',
  'Aston Villa FC': 'Villa Park',
  'Brentford FC': 'Gtech Community Stadium',
  'Brighton & Hove Albion FC': 'American Express Stadium',
  'Burnley FC': 'Turf Moor',
  'Chelsea FC': 'Stamford Bridge',
  'Crystal Palace FC': 'Selhurst Park',
  'Everton FC': 'Hill Dickinson Stadium',
  'Fulham FC': 'Craven Cottage',
  'Leeds United FC': 'Elland Road',
  'Liverpool FC': 'Anfield',
  'Manchester City FC': 'Etihad Stadium',
  'Manchester United FC': 'Old Trafford',
  'Newcastle United FC': "St James' Park",
  'Nottingham Forest FC': 'City Ground',
  'Sunderland AFC': 'Stadium of Light',
  'Tottenham Hotspur FC': 'Tottenham Hotspur Stadium',
  'West Ham United FC': 'London Stadium',
  'Wolverhampton Wanderers FC': 'Molineux',
  // Elsewhere
  'Real Madrid CF': 'Santiago Bernabéu',
  'FC Barcelona': 'Spotify Camp Nou',
  'Club Atlético de Madrid': 'Metropolitano',
  'Athletic Club': 'San Mamés',
  'Sevilla FC': 'Ramón Sánchez-Pizjuán',
  'Valencia CF': 'Mestalla',
  'FC Bayern München': 'Allianz Arena',
  'Borussia Dortmund': 'Signal Iduna Park',
  'Bayer 04 Leverkusen': 'BayArena',
  'RB Leipzig': 'Red Bull Arena',
  'Juventus FC': 'Allianz Stadium',
  'AC Milan': 'San Siro',
  'FC Internazionale Milano': 'San Siro',
  'SSC Napoli': 'Stadio Diego Armando Maradona',
  'AS Roma': 'Stadio Olimpico',
  'SS Lazio': 'Stadio Olimpico',
  'Paris Saint-Germain FC': 'Parc des Princes',
  'Olympique de Marseille': 'Orange Vélodrome',
  'Olympique Lyonnais': 'Groupama Stadium',
  'Sport Lisboa e Benfica': 'Estádio da Luz',
  'FC Porto': 'Estádio do Dragão',
  'Sporting Clube de Portugal': 'Estádio José Alvalade',
  Galatasaray: 'RAMS Park',
  Fenerbahçe: 'Şükrü Saracoğlu',
  Beşiktaş: 'Tüpraş Stadyumu',
  'CA Boca Juniors (ARG)': 'La Bombonera',
  'CA River Plate (ARG)': 'Estadio Monumental',
  'CA Peñarol (URU)': 'Estadio Campeón del Siglo',
  'Club Nacional de Football (URU)': 'Gran Parque Central',
  'LDU de Quito (ECU)': 'Estadio Rodrigo Paz Delgado',
  'Racing Club (ARG)': 'Estadio Presidente Perón',
  // NBA
  'Boston Celtics': 'TD Garden',
  'Los Angeles Lakers': 'Crypto.com Arena',
  'LA Clippers': 'Intuit Dome',
  'Golden State Warriors': 'Chase Center',
  'Miami Heat': 'Kaseya Center',
  'New York Knicks': 'Madison Square Garden',
  'Chicago Bulls': 'United Center',
  'Denver Nuggets': 'Ball Arena',
  'Oklahoma City Thunder': 'Paycom Center',
  'San Antonio Spurs': 'Frost Bank Center',
};

/** The venue of a home side, if known. */
export function venueOf(home: string): string | null {
  return VENUES[home] ?? VENUES[home.replace(/ \((BRA)\)$/, '')] ?? null;
}

export type NameRegion = 'br' | 'es' | 'en' | 'it' | 'de' | 'fr' | 'pt' | 'tr' | 'us';

// Common given names and surnames only: any resemblance to a real official is a coincidence.
const FIRST: Record<NameRegion, readonly string[]> = {
  br: ['Rafael', 'Bruno', 'Gabriel', 'Mateus', 'Paulo', 'Felipe', 'Leandro', 'Renato', 'Lucas', 'Vinícius', 'Juliana', 'Camila'],
  es: ['Javier', 'Carlos', 'Pablo', 'Alejandro', 'Mateo', 'Diego', 'Sergio', 'Martín', 'Hugo', 'Nicolás', 'Lucía', 'Valeria'],
  en: ['James', 'Oliver', 'Harry', 'George', 'Jack', 'Daniel', 'Matthew', 'Luke', 'Adam', 'Ryan', 'Emily', 'Sophie'],
  it: ['Alessandro', 'Lorenzo', 'Francesco', 'Riccardo', 'Tommaso', 'Edoardo', 'Pietro', 'Stefano', 'Emanuele', 'Nicola', 'Giulia', 'Chiara'],
  de: ['Lukas', 'Jonas', 'Leon', 'Paul', 'Niklas', 'Jan', 'Tim', 'Moritz', 'Philipp', 'Max', 'Lena', 'Anna'],
  fr: ['Lucas', 'Hugo', 'Louis', 'Nathan', 'Théo', 'Julien', 'Maxime', 'Nicolas', 'Romain', 'Vincent', 'Camille', 'Manon'],
  pt: ['Diogo', 'Rodrigo', 'Afonso', 'Duarte', 'Gonçalo', 'Miguel', 'Rafael', 'Pedro', 'Ricardo', 'Sérgio', 'Inês', 'Beatriz'],
  tr: ['Emre', 'Mehmet', 'Mustafa', 'Ahmet', 'Can', 'Eren', 'Onur', 'Serkan', 'Tolga', 'Uğur', 'Elif', 'Zeynep'],
  us: ['Michael', 'Chris', 'David', 'Brian', 'Kevin', 'Jason', 'Eric', 'Matt', 'Justin', 'Ryan', 'Jessica', 'Ashley'],
};

const LAST: Record<NameRegion, readonly string[]> = {
  br: ['Silva', 'Souza', 'Oliveira', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima', 'Araújo', 'Fernandes', 'Carvalho'],
  es: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Díaz', 'Ramírez', 'Torres', 'Vargas', 'Rojas'],
  en: ['Smith', 'Brown', 'Wilson', 'Walker', 'Hughes', 'Green', 'Hall', 'Clarke', 'Wood', 'Harris', 'Turner', 'Cooper'],
  it: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Ricci', 'Marino', 'Greco', 'Gallo', 'Conti', 'Costa'],
  de: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter'],
  fr: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'],
  pt: ['Ferreira', 'Santos', 'Gonçalves', 'Martins', 'Sousa', 'Ribeiro', 'Pinto', 'Lopes', 'Marques', 'Teixeira', 'Mendes', 'Nunes'],
  tr: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan'],
  us: ['Johnson', 'Miller', 'Anderson', 'Jackson', 'Thompson', 'White', 'Martin', 'Clark', 'Lewis', 'Robinson', 'Young', 'Allen'],
};

/** An invented referee's name from a region's pools. */
export function inventedReferee(random: Random, region: NameRegion): string {
  return `${pickOne(random, FIRST[region])} ${pickOne(random, LAST[region])}`;
}
