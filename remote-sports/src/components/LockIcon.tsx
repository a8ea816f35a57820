import { LineIcon } from '@palpite/shared';

/** A padlock: suspended markets and prices (always next to words or an accessible name). */
export function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={2.2} roundJoins={false}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}
