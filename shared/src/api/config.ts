/** Where the API lives. The host configures it once at start-up; every app reads it here. */
export interface PlatformConfig {
  /** Origin of the API, empty for same-origin. */
  apiOrigin: string;
  /** The `{product}` part of `{host}/api/{product}` (spec §7). */
  product: string;
}

let config: PlatformConfig = { apiOrigin: '', product: 'palpite' };

export function configurePlatform(next: Partial<PlatformConfig>): void {
  config = { ...config, ...next };
}

export function platformConfig(): PlatformConfig {
  return config;
}

/** `{host}/api/{product}` without a trailing slash. */
export function apiBaseUrl(): string {
  return `${config.apiOrigin}/api/${config.product}`;
}
