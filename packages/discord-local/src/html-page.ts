const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

export interface PageLink {
  href: string;
  label: string;
  primary?: boolean;
}

/**
 * A small self-contained HTML page for answers that happen outside the web app
 * (the local Discord's OAuth and channel pages). Styles are inline; no script.
 */
export function renderHtmlPage(options: {
  title: string;
  heading: string;
  paragraphs: string[];
  links?: PageLink[];
  /** Raw HTML placed after the paragraphs; callers escape what they interpolate. */
  extraHtml?: string;
  /** Room for a conversation (a channel's page) rather than a short card. */
  wide?: boolean;
}): string {
  const links = (options.links ?? [])
    .map(
      (link) =>
        `<a class="btn${link.primary ? ' primary' : ''}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
:root{color-scheme:light dark;--bg:#f4f4f5;--card:#fff;--fg:#18181b;--muted:#52525b;--border:#e4e4e7;--accent:#5865f2}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--card:#18181b;--fg:#fafafa;--muted:#a1a1aa;--border:#27272a}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1rem}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgb(0 0 0/.08)}
h1{font-size:1.375rem;margin:0 0 .75rem}p{color:var(--muted);margin:0 0 1rem}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1.25rem}
.btn{display:block;text-align:center;padding:.625rem 1rem;border-radius:.5rem;border:1px solid var(--border);color:var(--fg);text-decoration:none;font-weight:500}
.btn:hover{border-color:var(--accent)}.btn:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.btn.primary{background:var(--accent);border-color:var(--accent);color:#fff}
ul.identities{list-style:none;padding:0;margin:1rem 0 0;display:flex;flex-direction:column;gap:.5rem}
ul.identities a{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1rem;border:1px solid var(--border);border-radius:.5rem;color:var(--fg);text-decoration:none}
ul.identities a:hover{border-color:var(--accent)}ul.identities a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
main.wide{max-width:48rem}ol.messages{list-style:none;padding:0;margin:1rem 0 0;display:flex;flex-direction:column;gap:.75rem}
ol.messages li{border-top:1px solid var(--border);padding-top:.75rem}ol.messages p{color:var(--fg);margin:.25rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
ol.messages time{font-size:.75rem;color:var(--muted)}
.tag{font-size:.75rem;color:var(--muted)}.badge{display:inline-block;font-size:.75rem;font-weight:600;background:var(--accent);color:#fff;border-radius:999px;padding:.125rem .625rem;margin-bottom:.75rem}
</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(options.heading)}</h1>
${options.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${options.extraHtml ?? ''}
${links ? `<div class="actions">${links}</div>` : ''}
</main>
</body>
</html>`;
}
