/**
 * Judges an upload by its bytes, not its name: JPEG starts with FF D8 FF and holds an end-of-image
 * marker FF D9 (phones write data after it: padding, the video of a motion photo, a second
 * image); PNG starts with its 8-byte signature followed by an IHDR chunk.
 */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return bytes.indexOf(END_OF_IMAGE, 3) >= 0 ? 'image/jpeg' : null;
  }
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  return null;
}

export function extensionOf(type: ImageType): 'jpg' | 'png' {
  return type === 'image/jpeg' ? 'jpg' : 'png';
}
