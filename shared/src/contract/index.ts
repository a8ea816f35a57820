/** Types of the platform contract, importable without pulling the SDK's runtime. */
export type { RemoteModule, RemotePage, RemotePageProps, WidgetSlot } from './remote.ts';
export type { RemoteName, RouteDefinition, RouteMeta } from '../routes/route-table.ts';
export * from './auth.ts';
export * from './terms.ts';
export * from './cpf.ts';
export * from './card.ts';
export * from './iban.ts';
export * from './casino.ts';
export * from './notifications.ts';
export * from './exclusion.ts';
