#!/usr/bin/env node
// The container's health check (the image's HEALTHCHECK and compose's): exits 0 when the panel
// in this container answers GET /healthz with 200 within 5 s, 1 otherwise. Node's own fetch, as
// the slim image has no curl. /healthz reads nothing but the process, so a database or Discord
// outage never gets a panel restarted that would come back by itself
// (docs/decisions/2026-12-05-health-and-metrics.md, docs/decisions/2026-12-05-packaging.md).
const port = process.env.PORT || '3000';
const url = `http://127.0.0.1:${port}/healthz`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    console.error(`${url} respondeu ${response.status}`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error(`${url} não respondeu: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
