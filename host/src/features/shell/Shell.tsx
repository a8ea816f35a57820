import type { ReactNode } from 'react';
import type { RouteDefinition } from '@palpite/shared';

/** Temporary frame; replaced by the full shell (top bar, sidebars, footers). */
export function Shell({ children }: { route: RouteDefinition | null; children: ReactNode }) {
  return <main id="main">{children}</main>;
}
