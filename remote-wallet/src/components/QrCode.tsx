import { qrImageSource } from '../lib/qr-image.ts';
import styles from './QrCode.module.css';

/**
 * A QR code the API drew (SVG), shown as an image on a white tile so any phone camera reads it.
 * Markup that is not a plain SVG is not shown at all: the code to copy is always next to it.
 */
export function QrCode({ svg, alt, size = 208 }: { svg: string | null | undefined; alt: string; size?: number }) {
  const source = qrImageSource(svg);
  if (!source) return null;
  return (
    <div className={styles.frame}>
      <img src={source} alt={alt} width={size} height={size} className={styles.image} />
    </div>
  );
}
