/**
 * What a session shows in "active sessions" (device, browser, OS) and the device signature a
 * session is bound to. The signature leaves out versions so a browser update is not a new device.
 */
export interface DeviceInfo {
  browser: string;
  os: string;
  device: 'mobile' | 'tablet' | 'desktop';
  /** `Chrome|Android|mobile`: a token presented with another signature is from another device. */
  signature: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\/|Edge\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(userAgent: string | undefined): DeviceInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
  const device = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? 'tablet' : /Mobi|iPhone|iPod/.test(ua) ? 'mobile' : 'desktop';
  return { browser, os, device, signature: `${browser}|${os}|${device}` };
}
