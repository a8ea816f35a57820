/** Moved into the SDK; kept as a re-export so this remote's features keep their import. */
export { LoadFailed } from '@palpite/shared';
