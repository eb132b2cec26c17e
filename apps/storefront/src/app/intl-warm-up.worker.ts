// Runs in a worker: makes one formatter of each kind the storefront's first pages use, so the browser
// loads its locale and time-zone data (shared by the whole page's process) on this thread, not
// during the main thread's first render.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
postMessage('ready');
