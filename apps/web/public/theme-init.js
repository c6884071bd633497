/* global document, window */
// Applies the saved theme before the first paint, so a dark page never flashes light.
// A separate file because the server's CSP (script-src 'self') refuses inline scripts.
(function applyStoredTheme() {
  var theme;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
