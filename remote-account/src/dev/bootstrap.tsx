import { startDevHarness } from '@palpite/shared/dev-harness';
import remote from '../remote.ts';
import { accountLocales } from '../locales/index.ts';

void startDevHarness(remote, accountLocales);
