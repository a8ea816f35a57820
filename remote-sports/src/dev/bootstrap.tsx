import { startDevHarness } from '@palpite/shared/dev-harness';
import remote from '../remote.ts';
import { sportsLocales } from '../locales/index.ts';

void startDevHarness(remote, sportsLocales);
