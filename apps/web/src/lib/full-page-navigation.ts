/** Leaves the single-page app for a server page (sign-in goes through the server and Discord). */
export function navigateToUrl(url: string): void {
  window.location.assign(url);
}
