import { Suspense, use } from 'react';
import { useTranslation, type RemoteName, type WidgetSlot } from '@palpite/shared';
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
 * flicker), and if it fails only the slot shows the compact "unavailable" panel, naming the widget,
 * with a retry. The panel floats where the widget would (SectionUnavailable's `compact`).
 */
export function RemoteWidget({ remote, slot }: Props) {
  const { t } = useTranslation('shell');
  return (
    <RemoteBoundary remote={remote} resetKey={`${remote}/${slot}`} compact unavailableTitle={t(`widgetUnavailable.${slot}`)} slot={slot}>
      <Suspense fallback={null}>
        <LoadedWidget remote={remote} slot={slot} />
      </Suspense>
    </RemoteBoundary>
  );
}
