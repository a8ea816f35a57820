import { Suspense, use } from 'react';
import type { RemoteName, WidgetSlot } from '@palpite/shared';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadRemoteModule } from './remote-loader.ts';

interface Props {
  remote: RemoteName;
  slot: WidgetSlot;
}

function LoadedWidget({ remote, slot }: Props) {
  const module = use(loadRemoteModule(remote));
  // A release without this widget simply leaves the slot empty.
  const Widget = module.widgets?.[slot];
  return Widget ? <Widget /> : null;
}

/**
 * A remote's widget in a named host slot (e.g. the Sports bet slip), isolated like a page: while
 * the remote loads the slot shows nothing (widgets float over the page, a placeholder would only
 * flicker), and if it fails only the slot shows the compact "unavailable" panel with a retry.
 */
export function RemoteWidget({ remote, slot }: Props) {
  return (
    <RemoteBoundary remote={remote} resetKey={`${remote}/${slot}`} compact>
      <Suspense fallback={null}>
        <LoadedWidget remote={remote} slot={slot} />
      </Suspense>
    </RemoteBoundary>
  );
}
