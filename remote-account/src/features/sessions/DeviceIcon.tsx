import type { ReactNode } from 'react';
import { LineIcon } from '@palpite/shared';
import type { SessionDevice } from './api/get-sessions.ts';

const PATHS: Record<SessionDevice, ReactNode> = {
  mobile: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="2.5" width="16" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  desktop: (
    <>
      <rect x="2.5" y="4" width="19" height="12.5" rx="2" />
      <path d="M8.5 20.5h7M12 16.5v4" />
    </>
  ),
};

/** The kind of device as a picture; its name is written next to it. */
export function DeviceIcon({ device }: { device: SessionDevice }) {
  return <LineIcon>{PATHS[device] ?? PATHS.desktop}</LineIcon>;
}
