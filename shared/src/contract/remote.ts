/**
 * What a remote gives the host. Each remote exposes one module, `./remote`, whose default export
 * is a `RemoteModule`: its pages (loaded on first render), and widgets for the host's named slots.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/route-table.ts';

/** Props the host passes to a page from the URL (spec §2: matchId as a prop, sport as sportType). */
export interface RemotePageProps {
  matchId?: string;
  sportType?: string;
  uuid?: string;
}

/** Loads on first render, suspending meanwhile (React.lazy before SDK 1.22.0, which kept a failed load for good). */
export type RemotePage = ComponentType<RemotePageProps>;

/** Host slots a remote may fill: the bet slip (Sports only), the top-bar wallet button. */
export type WidgetSlot = 'betSlip' | 'walletButton';

export interface RemoteModule {
  name: RemoteName;
  version: string;
  pages: Readonly<Record<string, RemotePage>>;
  widgets?: Readonly<Partial<Record<WidgetSlot, ComponentType>>>;
}
