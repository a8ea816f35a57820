/** Moved into the SDK; kept as a re-export so the wallet's features keep their import. */
export { useResource, type ResourceState } from '@palpite/shared';
