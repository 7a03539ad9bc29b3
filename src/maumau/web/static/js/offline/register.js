// Every page registers the service worker (sw.js, served at /sw.js with the root scope),
// which keeps the app on this device for offline play (docs/offline.md). When a new
// version has been fetched and waits, the page offers "New version – reload": the new
// version takes over only then, so a match in progress never changes version under it.
// Imported by ready.js, so by every page; the catalogue only when there is news.
// appKept() tells the lobby when this device keeps everything offline play needs: the
// service worker is active only once its install stored every file of its version (the
// page, scripts, catalogues, Pyodide and the bundle), and it says so as it finishes.

/** @type {(kept: boolean) => void} */
let settleKept = () => {};
/** @type {Promise<boolean>} */
const kept = new Promise((resolve) => { settleKept = resolve; });

/** Whether this browser keeps the app for offline play: true once the service worker has
 * stored everything (it may take a while on a first visit), false where there is none.
 * @returns {Promise<boolean>} */
export function appKept() {
  return kept;
}

/** The banner that offers the waiting version.
 * @param {ServiceWorker} waiting @returns {Promise<void>} */
async function offerUpdate(waiting) {
  if (document.getElementById("update-banner")) return;
  const { t } = await import("../i18n.js");
  if (document.getElementById("update-banner")) return;
  const banner = document.createElement("div");
  banner.id = "update-banner";
  banner.className = "update-banner";
  banner.setAttribute("role", "status");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "primary update-reload";
  button.textContent = t("update.reload");
  button.addEventListener("click", () => {
    button.disabled = true;
    waiting.postMessage({ type: "skip-waiting" });
  });
  banner.append(button);
  document.body.append(banner);
}

async function register() {
  if (!globalThis.navigator?.serviceWorker) { // (the unit tests' Node has none)
    settleKept(false);
    return;
  }
  let registration;
  try {
    registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
  } catch {
    settleKept(false);
    return; // no service worker (a private window): the page works online
  }
  if (!registration) { // a browser that blocks service workers answers nothing
    settleKept(false);
    return;
  }
  // an active worker finished its install, so its cache holds everything; a first
  // visit's worker also posts "kept" when its precache is stored
  if (registration.active) settleKept(true);
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type === "kept") settleKept(true);
  });
  navigator.serviceWorker.ready.then(() => settleKept(true));
  const hadController = navigator.serviceWorker.controller !== null;
  // the new version took over (after the button): the page starts again in it
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const watch = (/** @type {ServiceWorker | null} */ installing) => {
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}

register();
