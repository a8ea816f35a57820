/**
 * @palpite/shared — the platform SDK. Host and remotes share ONE instance of this module at run
 * time (a Module Federation singleton), so the state, bus, connection and i18n below are global.
 * Breaking changes to these exports bump the major version.
 */

// State (spec §3) and its hooks
export { palpiteStore, type PalpiteStore } from './state/store.ts';
export * from './state/user.ts';
export { modalsAtom, reduceModals, initialModalState, type ModalAction, type ModalState } from './state/modals.ts';
export { modeAtom, isMode, modeHomePath, MODES, type Mode } from './state/mode.ts';
export { siteJurisdictionAtom, siteBetMaxSelectionsAtom, siteBetLimitsAtom, type Jurisdiction, type SiteBetLimits } from './state/site.ts';
export { dockedPanelWidthAtom } from './state/layout.ts';
export {
  useUser,
  useIsLoggedIn,
  useIsSessionRestoring,
  useBalances,
  useModals,
  useMode,
  useEvent,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  atom,
} from './state/hooks.ts';
export { useBalanceChanges } from './state/use-balance-changes.ts';
export { useExclusion, type ExclusionInForce } from './state/use-exclusion.ts';
export { PlatformProvider } from './PlatformProvider.tsx';

// Session storage keys (spec §3)
export { STORAGE_KEYS, MIN_TOKEN_LENGTH, readStored, writeStored, removeStored, readAuthToken, clearAuthData, type StorageKey } from './session/storage.ts';

// Events
export { eventBus, createEventBus, type EventBus, type PlatformEvents, type PlatformEventName } from './events/bus.ts';

// API client (spec §7)
export { api, createApiClient, API_TIMEOUT_MS, OWN_UNAUTHORIZED, isHTTPError, isNetworkError, isTimeoutError, HTTPError, TimeoutError } from './api/client.ts';
export { configurePlatform, platformConfig, apiBaseUrl, type PlatformConfig } from './api/config.ts';
export { createRetryKey, newIdempotencyKey, type RetryKey } from './api/idempotency-key.ts';
export { observeServerTime, serverNowMs } from './api/server-clock.ts';
export { useServerNow } from './api/use-server-now.ts';

// i18n (spec §1)
export { i18n, initI18n, changeLanguage, registerNamespace, type NamespaceLoaders, type LocaleResources, type TextsPart } from './i18n/i18n.ts';
export { commonProductTexts } from './i18n/common.ts';
export { notificationText, notificationTitle } from './i18n/notification-text.ts';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_LABELS, isLanguage, chooseLanguage, matchBrowserLanguage, type Language } from './i18n/languages.ts';
export { useTranslation } from 'react-i18next';
export { Trans, type TransProps } from './i18n/Trans.tsx';

// Forms: shared request schemas run client-side, API errors shown under their fields
export { useApiForm, FOCUS_ON_ERROR, type ApiForm } from './forms/use-api-form.ts';
export { readApiError, type ApiErrorView, type TextParams } from './forms/read-api-error.ts';
export { apiErrorText, failedCallText } from './forms/server-text.ts';
export { validateForm, type FormSchema } from './forms/validate-form.ts';
export { objectSchema } from './forms/object-schema.ts';
export { normaliseCodeInput } from './forms/code-input.ts';

// Formatting (spec §1, §9)
export { initialsOf, FALLBACK_INITIALS } from './format/initials.ts';
export { leagueBadgeCode } from './format/league-badge.ts';
export { formatBRL, formatCentavos, formatOdds, parsePositiveReais, parseReais } from './format/money.ts';
export { formatDayMonthYear, formatDateTime, formatTimeOfDay, formatDateUS, WEEK_STARTS_ON } from './format/date.ts';
export { useDateFormat } from './format/use-date-format.ts';
export { todayInBrazil, type LocalDate } from './format/brazil-day.ts';
export { useLanguage } from './i18n/use-language.ts';

// Routes (spec §2)
export {
  ROUTES,
  REMOTE_NAMES,
  NOT_FOUND_PATH,
  DEFAULT_SPORT_TYPE,
  paths,
  continuePathOf,
  type RouteDefinition,
  type RouteMeta,
  type RemoteName,
} from './routes/route-table.ts';
export { matchRoute, type RouteMatch } from './routes/match-route.ts';
export { routePath } from './routes/route-path.ts';

// Realtime connection holder (filled by the host's realtime feature)
export { realtimeConnectionAtom, liveUpdatesWantedAtom, type RealtimeHandle, type RealtimeConnectionKind } from './realtime/connection.ts';
export { useChannelEvent, useHasRealtime, type ChannelEventOptions } from './realtime/use-channel-event.ts';
export { useLiveUpdatesWanted } from './realtime/use-live-updates-wanted.ts';
export { useRealtimeInterrupted } from './realtime/use-realtime-interrupted.ts';
export { watchContinuity } from './realtime/continuity.ts';

// Remote contract and runtime
export type { RemoteModule, RemotePage, RemotePageProps, WidgetSlot } from './contract/remote.ts';
export { defineRemote, type DefineRemoteOptions } from './runtime/define-remote.tsx';
export { forgetFailedLoads } from './runtime/retryable-lazy.tsx';
export { runtimeDiagnostics, type RuntimeDiagnostics } from './runtime/diagnostics.ts';

// UI kit (design tokens live in ./ui/tokens.css, imported once by the host)
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './ui/Button.tsx';
export { descriptionIds } from './ui/description-ids.ts';
export { Skeleton, type SkeletonProps } from './ui/Skeleton.tsx';
export { FLOATING_BOTTOM_SPACE, useFloatingBottomSpace } from './ui/use-floating-bottom-space.ts';
export { Page, LayoutSkeleton, type PageProps, type SkeletonLayout } from './ui/Page.tsx';
export { Modal, type ModalProps } from './ui/Modal.tsx';
export { MessageDialog, type MessageDialogProps } from './ui/MessageDialog.tsx';
export * from './ui/Notice.tsx';
export * from './ui/StatusBadge.tsx';
export { EmptyState, LoadFailed, LoadMore } from './ui/States.tsx';
export { keepFocusPastRetry } from './ui/keep-focus-past-retry.ts';
export * from './ui/ConfirmDialog.tsx';
export { useFocusTrap } from './ui/useFocusTrap.ts';
export { TextField, type TextFieldProps } from './ui/form/TextField.tsx';
export { SelectInput, type SelectInputProps } from './ui/form/SelectInput.tsx';
export { DateInput, type DateEntryState, type DateInputProps } from './ui/form/DateInput.tsx';
export { isRangeInverted, useAskedRange, type DateRange } from './ui/form/asked-range.ts';
export { DateTextField, type DateTextFieldProps } from './ui/form/DateTextField.tsx';
export { FormAlert, Spinner, type FormAlertTone } from './ui/form/FormAlert.tsx';
export * from './ui/Tabs.tsx';
export * from './ui/TabNav.tsx';
export * from './ui/Section.tsx';
export * from './ui/Card.tsx';
export * from './ui/Fields.tsx';
export * from './ui/SkeletonTable.tsx';
export { stackedTable } from './ui/stacked-table.ts';
export { tileGridClassName } from './ui/tile-grid.ts';
export * from './ui/ToggleChips.tsx';
export { scrollBehavior } from './ui/motion.ts';
export { revealFocusedItem } from './ui/reveal-focused.ts';
export { LineIcon, type LineIconProps } from './ui/LineIcon.tsx';
export { DateTime } from './ui/DateTime.tsx';
export { CopyButton, type CopyButtonProps } from './ui/CopyButton.tsx';
export { saveBlob } from './ui/save-blob.ts';

// Server data for a component
export { useResource, type ResourceState } from './api/use-resource.ts';
export { usePagedList, type Page as CursorPage, type PagedList } from './api/use-paged-list.ts';

// Bonuses and promotions (spec §2 promotion pages, §3 Bonus)
export * from './promotions/types.ts';
export { getPromotions, getBonusOffers, getCurrentBonus, claimBonus } from './promotions/api.ts';
export { offerHeadline, offerConditions, type OfferText } from './promotions/offer-figures.ts';
export { PromotionList } from './promotions/PromotionList.tsx';
