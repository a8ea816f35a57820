import type { ComponentProps } from 'react';
import { EmptyState as SdkEmptyState } from '@palpite/shared';

/** The SDK's empty list with the sports icon (a ball). */
export function EmptyState(props: Omit<ComponentProps<typeof SdkEmptyState>, 'icon'>) {
  return (
    <SdkEmptyState
      {...props}
      icon={
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3a9 9 0 0 1 0 18M3.5 9h17M3.5 15h17" />
        </>
      }
    />
  );
}
