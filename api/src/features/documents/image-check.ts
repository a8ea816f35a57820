/**
 * Judges an upload by its bytes, not its name. JPEG: FF D8, then marker segments (each FF xx with
 * a 2-byte length: APPn for EXIF and its thumbnail, tables, the frame header) up to the start of
 * scan FF DA, then the image data and its end-of-image marker FF D9. Walking the segments skips
 * an EXIF thumbnail's own FF D9, so a file cut off in its image data is refused, while data a
 * phone writes after the end (padding, the video of a motion photo) is fine. PNG: its 8-byte
 * signature followed by an IHDR chunk.
 */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);
const START_OF_SCAN = 0xda;

/** Whether `bytes` is a JPEG whose segments reach a scan that ends with an end-of-image marker. */
function isCompleteJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return false;
    const next = at + 2 + length;
    // In the scan data a real FF D9 is never an FF followed by a byte value stuffed in it.
    if (marker === START_OF_SCAN) return next <= bytes.length && bytes.indexOf(END_OF_IMAGE, next) >= 0;
    at = next;
  }
  return false;
}

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return isCompleteJpeg(bytes) ? 'image/jpeg' : null;
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  return null;
}

export function extensionOf(type: ImageType): 'jpg' | 'png' {
  return type === 'image/jpeg' ? 'jpg' : 'png';
}
