/* global document, window */
// Applies the saved theme before the first paint, so a dark page never flashes light, and the
// app's font when the browser has it already.
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
  // The app's font from the first paint, for a browser that has downloaded it before
  // (src/app/web-font.ts); a first visit gets it once the first screen is drawn.
  try {
    if (window.localStorage.getItem('font') === 'inter') {
      document.documentElement.classList.add('inter');
    }
  } catch {
    // No storage: the font comes after the first screen.
  }
})();
