import { describe, expect, it } from 'vitest';
import { federationExperiments } from './federation-runtime.ts';

describe('who provides the Module Federation runtime', () => {
  it('is the host, in production and under the dev server alike: a released remote expects it', () => {
    expect(federationExperiments(true, true).experiments).toMatchObject({ provideExternalRuntime: true });
    expect(federationExperiments(true, false).experiments).toEqual({ provideExternalRuntime: true });
    expect(federationExperiments(false, true).experiments).toMatchObject({ externalRuntime: true, optimization: { disableRemote: true } });
  });

  it('is a remote’s own standalone dev harness, which runs without the host', () => {
    expect(federationExperiments(false, false)).toEqual({});
  });
});
