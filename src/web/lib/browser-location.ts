/** Full-page navigation away from the app (kept in one place so tests can replace it). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
