import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder; hidden from assistive technology (the region says it is busy). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, borderRadius: radius }} />;
}
