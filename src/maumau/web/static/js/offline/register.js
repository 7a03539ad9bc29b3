// Every page registers the service worker (sw.js, served at /sw.js with the root scope),
// which keeps the app on this device for offline play (docs/offline.md). When a new
// version has been fetched and waits, the page offers "New version – reload": the new
// version takes over only then, so a match in progress never changes version under it.

import { t } from "../i18n.js";

/** The banner that offers the waiting version.
 * @param {ServiceWorker} waiting */
function offerUpdate(waiting) {
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
  if (!("serviceWorker" in navigator)) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
  } catch {
    return; // no service worker (a private window, a blocked one): the page works online
  }
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
