/**
 * A session's browser and system in a few Portuguese words ("Chrome no Windows"), read from
 * its User-Agent: enough for someone to recognise their own devices, not a fingerprint.
 */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bdiscord\//i, 'Discord'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (rules: readonly [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Navegador desconhecido';
  const browser = firstMatch(browsers, userAgent);
  const system = firstMatch(systems, userAgent);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return 'Navegador desconhecido';
}

/**
 * Someone else's address shows only its network: an IPv4 address without its last number
 * ("203.0.113.x"), an IPv6 address with its first three groups ("2001:db8:85a3:…"). Enough to tell
 * a session from an unexpected place apart, without handing staff each other's home address
 * (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4?.[1]) return `${v4[1]}.x`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]?.split(':').filter(Boolean).slice(0, 3) ?? [];
    return `${groups.join(':')}:…`;
  }
  return '…';
}
