import { api } from '@palpite/shared';

let probe: Promise<boolean> | null = null;

/**
 * Whether this API has the sandbox payment controls (dev and test; never production, where
 * `/sandbox/…` does not exist). Asked once per page with a harmless GET of the sandbox
 * checkout's stylesheet; any failure means no.
 */
export function hasSandboxControls(): Promise<boolean> {
  probe ??= api
    .get('sandbox/checkout.css', { headers: { Accept: 'text/css' } })
    .then((response) => response.ok)
    .catch(() => false);
  return probe;
}

/** Tests start from a page that has not asked yet. */
export function forgetSandboxProbe(): void {
  probe = null;
}
