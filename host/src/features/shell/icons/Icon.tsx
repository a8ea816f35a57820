import { LineIcon } from '@palpite/shared';
import { ICON_PATHS, type IconName } from './paths.ts';

export type { IconName };

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative outline icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <LineIcon className={className} size={size}>
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
