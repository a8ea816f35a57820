/** Moved into the SDK (one listener count per channel for the whole page); kept as a re-export. */
export { useChannelEvent, useHasRealtime } from '@palpite/shared';
