import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Width and height in px. */
  size?: number;
  strokeWidth?: number;
  /** Round the corners where lines meet (the default); false keeps the browser's sharp joins. */
  roundJoins?: boolean;
  /** Passed to the <svg> (e.g. to size or colour it from a stylesheet). */
  className?: string;
  children: ReactNode;
}

/** The SDK's outline icons: drawn in the text colour on a 24-unit grid, decorative (hidden from assistive technology). */
export function LineIcon({ size = 20, strokeWidth = 1.75, roundJoins = true, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
