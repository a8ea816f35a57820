import { Suspense, use } from 'react';
import { LayoutSkeleton, type RemoteName, type RemotePageProps } from '@palpite/shared';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadRemoteModule } from './remote-loader.ts';

interface Props {
  remote: RemoteName;
  page: string;
  pageProps: RemotePageProps;
}

function LoadedPage({ remote, page, pageProps }: Props) {
  const module = use(loadRemoteModule(remote));
  const Page = module.pages[page];
  if (!Page) throw new Error(`${remote} has no page ${page}`);
  return <Page {...pageProps} />;
}

function PageLoading() {
  return (
    <div style={{ padding: 'var(--space-5)' }} aria-busy="true">
      <LayoutSkeleton layout="tiles" count={6} />
    </div>
  );
}

/** A route's page from a remote, isolated: if the remote fails only this slot shows it. */
export function RemotePage(props: Props) {
  return (
    <RemoteBoundary remote={props.remote} resetKey={`${props.remote}/${props.page}`}>
      <Suspense fallback={<PageLoading />}>
        <LoadedPage {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
