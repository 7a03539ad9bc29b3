// Whether this page plays on the server or on this device (docs/offline.md). Decided
// once, before any page module runs (a top-level await, like the catalogues): an offline
// table's page (/o/<code>) and the lobby asked for offline play (/?offline=1) are offline;
// the lobby is offline too when its server cannot be reached and this browser keeps the
// app for offline play. Everything the page asks of the server then goes to the Web
// Worker that runs maumau in Pyodide (api.js, connection.js).

const WAIT_MS = 3000;

/** Whether the server answers a small question within WAIT_MS. @returns {Promise<boolean>} */
async function serverAnswers() {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), WAIT_MS);
  try {
    const reply = await fetch("/api/version", { cache: "no-store", signal: stop.signal });
    return reply.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Where the Web Worker finds Pyodide and the bundle (GET /api/offline, kept by the
 * service worker), or null where this server offers no offline play.
 * @returns {Promise<OfflineInfo | null>} */
async function offlineInfo() {
  try {
    const reply = await fetch("/api/offline");
    if (!reply.ok) return null;
    const info = await reply.json();
    return info.available ? info : null;
  } catch {
    return null;
  }
}

// (no location: a page module imported by the unit tests in Node, which play online)
const here = globalThis.location ?? { pathname: "", search: "" };
const path = here.pathname;
const asked = new URLSearchParams(here.search).has("offline");
const isLobby = path === "/";
const [info, answers] = await Promise.all([
  path.startsWith("/o/") || isLobby ? offlineInfo() : null,
  isLobby && !asked ? serverAnswers() : true,
]);
/** @type {boolean} */
const offline = info !== null && (path.startsWith("/o/") || asked || !answers);

/** Whether this page plays on this device. @returns {boolean} */
export function isOffline() {
  return offline;
}

/** Whether this browser may play offline (the server offers it, or the app is kept).
 * @returns {boolean} */
export function offlineOffered() {
  return info !== null;
}

/** Where the worker loads Pyodide and the bundle from (null: not offered).
 * @returns {OfflineInfo | null} */
export function offlineFiles() {
  return info;
}

/** The page of offline table `code`. @param {string} code @returns {string} */
export function offlineTableUrl(code) {
  return `/o/${encodeURIComponent(code)}`;
}
