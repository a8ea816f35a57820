/**
 * Pix "copia e cola" payloads (BR Code), as the Central Bank's Manual de Padrões para Iniciação
 * do Pix defines them over EMV® QRCPS-MPM: a list of `ID (2 digits) + length (2 digits) + value`
 * fields, closed by field 63 holding the CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of the
 * whole payload up to and including `6304`.
 */
export const PIX_GUI = 'br.gov.bcb.pix';

export interface PixPayloadInput {
  /** Dynamic charge: the PSP's location URL without scheme (field 26.25). */
  locationUrl?: string;
  /** Static charge: the receiver's Pix key (field 26.01). */
  pixKey?: string;
  amountCentavos?: bigint;
  /** Up to 25 characters (field 59). */
  merchantName: string;
  /** Up to 15 characters (field 60). */
  merchantCity: string;
  /**
   * Reference label (field 62.05) of a static charge: up to 25 letters and digits; `***` when none.
   * A dynamic charge always carries `***` here: its txid is in the payload its location serves.
   */
  txid?: string;
  /** `12`: the code can be paid once (dynamic); `11`: reusable (static). */
  pointOfInitiation?: '11' | '12';
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Letters without accents, as the BR Code's name and city fields require. */
function plain(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, maxLength);
}

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function formatAmount(amountCentavos: bigint): string {
  const reais = amountCentavos / 100n;
  const cents = amountCentavos % 100n;
  return `${reais}.${String(cents).padStart(2, '0')}`;
}

export function buildPixPayload(input: PixPayloadInput): string {
  if (!input.locationUrl === !input.pixKey) throw new Error('a BR Code has either a location URL (dynamic) or a Pix key (static)');
  if (input.locationUrl && input.txid !== undefined) throw new Error('a dynamic BR Code carries its txid at its location, not in field 62.05');
  if (input.txid !== undefined && !/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new Error('txid must be 1 to 25 letters or digits');
  const account = field('00', PIX_GUI) + (input.locationUrl ? field('25', input.locationUrl) : field('01', input.pixKey!));
  const body = [
    field('00', '01'),
    input.pointOfInitiation ? field('01', input.pointOfInitiation) : '',
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    input.amountCentavos !== undefined ? field('54', formatAmount(input.amountCentavos)) : '',
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', input.txid ?? '***')),
    '6304',
  ].join('');
  return body + crc16Ccitt(body);
}

export interface EmvField {
  id: string;
  value: string;
}

/** Splits an EMV string into its fields; throws on a malformed one. */
export function parseEmv(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let offset = 0;
  while (offset < text.length) {
    const id = text.slice(offset, offset + 2);
    const length = Number(text.slice(offset + 2, offset + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || offset + 4 + length > text.length) throw new Error(`malformed EMV field at ${offset}`);
    fields.push({ id, value: text.slice(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return fields;
}

/** True when the payload's CRC field matches its content. */
export function hasValidCrc(payload: string): boolean {
  if (!/6304[0-9A-F]{4}$/.test(payload)) return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
