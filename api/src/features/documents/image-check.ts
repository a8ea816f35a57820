/**
 * Judges an upload by its bytes, not its name: JPEG starts with FF D8 FF and ends with FF D9;
 * PNG starts with its 8-byte signature followed by an IHDR chunk.
 */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // Tolerate trailing padding after the end-of-image marker, as cameras write it.
    const tail = bytes.subarray(Math.max(0, bytes.length - 64));
    for (let index = tail.length - 2; index >= 0; index--) if (tail[index] === 0xff && tail[index + 1] === 0xd9) return 'image/jpeg';
    return null;
  }
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  return null;
}

export function extensionOf(type: ImageType): 'jpg' | 'png' {
  return type === 'image/jpeg' ? 'jpg' : 'png';
}
