import { describe, expect, it } from 'vitest';
import { appSources } from './app-sources';

describe('API paths', () => {
  it("come from the contract's endpoints: no `/api/` string is written by hand", () => {
    expect(Object.keys(appSources).length).toBeGreaterThan(100);
    const handWritten = Object.entries(appSources)
      // A string that starts with the path (or `*`, or an origin, before it).
      .filter(([, text]) => /['"`](\*|https?:\/\/[^'"`/\s]*)?\/api\//.test(text))
      .map(([file]) => file);
    expect(handWritten).toEqual([]);
  });
});
