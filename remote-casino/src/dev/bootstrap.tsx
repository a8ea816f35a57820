import { startDevHarness } from '@palpite/shared/dev-harness';
import remote from '../remote.ts';
import { casinoLocales } from '../locales/index.ts';

void startDevHarness(remote, casinoLocales);
