import { startDevHarness } from '@palpite/shared/dev-harness';
import remote from '../remote.ts';
import { walletLocales } from '../locales/index.ts';

void startDevHarness(remote, walletLocales);
