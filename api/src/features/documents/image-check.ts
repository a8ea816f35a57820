/**
 * Judges an upload by its bytes, not its name. JPEG: FF D8, then marker segments (each FF xx with
 * a 2-byte length: APPn for EXIF and its thumbnail, tables, the frame header with the image's
 * size) up to the start of scan FF DA, then the image data and its end-of-image marker FF D9.
 * Walking the segments skips an EXIF thumbnail's own FF D9, so a file cut off in its image data is
 * refused, while data a phone writes after the end (padding, the video of a motion photo) is fine.
 * PNG: its 8-byte signature, then chunks (4-byte length, type, data, CRC) from IHDR (the size)
 * through at least one IDAT to IEND, which must end the file; every chunk lies within the file and
 * its CRC matches, so a truncated, damaged or padded PNG is refused. The size is read so that the
 * caller can refuse an image too large to open (see `MAX_IMAGE_SIDE`).
 */
import { crc32 } from 'node:zlib';

export type ImageType = 'image/jpeg' | 'image/png';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The most pixels an accepted image may have on a side. A few kilobytes of PNG can declare
 * 60000×60000 and take gigabytes to decode in the reviewer's viewer; a document's photo, even from
 * a 50-megapixel phone camera, is well under this.
 */
export const MAX_IMAGE_SIDE = 10_000;

/**
 * No file the checks below take is smaller: a JPEG's start (2 bytes), a frame header (9), a scan
 * header (4) and its end-of-image marker (2); a PNG needs 57. Fewer bytes are no image, whatever
 * the file's name says (a cloud drive's placeholder, a file cut off while it was copied).
 */
export const SMALLEST_IMAGE_BYTES = 17;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_MAX_CHUNK_LENGTH = 0x7fffffff;
const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);
const START_OF_SCAN = 0xda;
/** Start-of-frame markers, which carry the image's size: C0–CF but for DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG whose segments include a frame header and reach a scan that ends with an end-of-image marker. */
function inspectJpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // The largest frame's size (a hierarchical JPEG has several); 0 until a frame header is read.
  let width = 0;
  let height = 0;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const next = at + 2 + length;
    if (next > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      // Length, sample precision, then the number of lines and of samples per line.
      if (length < 7) return null;
      const lines = bytes.readUInt16BE(at + 5);
      const samples = bytes.readUInt16BE(at + 7);
      if (lines === 0 || samples === 0) return null;
      width = Math.max(width, samples);
      height = Math.max(height, lines);
    }
    // In the scan data a real FF D9 is never an FF followed by a byte value stuffed in it.
    if (marker === START_OF_SCAN) return width > 0 && bytes.indexOf(END_OF_IMAGE, next) >= 0 ? { type: 'image/jpeg', width, height } : null;
    at = next;
  }
  return null;
}

/** A PNG walked chunk by chunk: IHDR first, then at least one IDAT, and IEND as the file's last bytes. */
function inspectPng(bytes: Buffer): ImageInfo | null {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  let size: { width: number; height: number } | null = null;
  let sawImageData = false;
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (length > PNG_MAX_CHUNK_LENGTH || at + 12 + length > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return null;
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) return null;
      const width = bytes.readUInt32BE(at + 8);
      const height = bytes.readUInt32BE(at + 12);
      if (width === 0 || height === 0) return null;
      size = { width, height };
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IDAT') sawImageData = true;
    const next = at + 12 + length;
    if (type === 'IEND') return length === 0 && sawImageData && next === bytes.length ? { type: 'image/png', ...size } : null;
    at = next;
  }
  return null;
}

/** The image's type and size, or null when the bytes are not a whole JPEG or PNG. */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return inspectJpeg(bytes);
  if (bytes.length >= 8 && bytes[0] === 0x89) return inspectPng(bytes);
  return null;
}

/** Whether the bytes start as a JPEG or a PNG does, whole or not: one that fails the checks is then damaged or cut off. */
export function startsLikeImage(bytes: Buffer): boolean {
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return jpeg || (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE));
}

export function detectImageType(bytes: Buffer): ImageType | null {
  return inspectImage(bytes)?.type ?? null;
}

export function extensionOf(type: ImageType): 'jpg' | 'png' {
  return type === 'image/jpeg' ? 'jpg' : 'png';
}
