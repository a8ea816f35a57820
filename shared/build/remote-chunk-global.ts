/**
 * The global array through which a remote's lazily loaded chunks install themselves (rspack's
 * JSONP chunk loading). It is named after the remote, not the release, so every release of a
 * remote uses the same one, and a container loaded later adopts the chunks an earlier one left
 * there: the host empties it before it loads another release after a failed one. rspack's
 * default name (`rspackChunk` + uniqueName), stated here so that the build and the host agree.
 */
export function remoteChunkGlobal(federationName: string): string {
  return `rspackChunk${federationName}`;
}
