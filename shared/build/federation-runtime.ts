/**
 * The federation plugin's experiments for an app: one copy of the Module Federation runtime per
 * page. The host provides it, in production and under the dev server alike (a released remote
 * expects it); released remotes use it and leave out the remote-loading code, since only the
 * host loads remotes; a remote's standalone dev harness, which runs without the host, keeps its own.
 */
export function federationExperiments(isHost: boolean, isProduction: boolean) {
  const optimization = { disableSnapshot: true, target: 'web' as const, ...(isHost ? {} : { disableRemote: true }) };
  if (isHost) return { experiments: { provideExternalRuntime: true, ...(isProduction ? { optimization } : {}) } };
  return isProduction ? { experiments: { externalRuntime: true, optimization } } : {};
}
