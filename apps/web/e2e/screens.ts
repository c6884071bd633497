import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the screenshot tours (`--grep @screens`) write their pictures. */
export const screensDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screens',
);

/** The widths every screen is looked at: desktop, tablet and phone. */
export const screenViewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
