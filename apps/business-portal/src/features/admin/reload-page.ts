/** "Try Again" on a failed load reloads the page (business-side section 2); a module of its own so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
