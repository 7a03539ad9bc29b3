// A page says it is ready once its module has run and wired its controls:
// <html data-ready="true">. The modules wait for the message catalogues first (a top-level
// await in i18n.js), and the browser's load event does not wait for that, so a tool that
// drives the page (the browser tests) waits for this mark before it touches a control.
// Every page imports this module, so it also registers the service worker of offline play
// (offline/register.js), and on an offline page hides the links to the server's own pages
// (marked data-server: the FAQ, support, history), which cannot open without it.

import "./offline/register.js";
import { isOffline } from "./offline/mode.js";

/** Hides every link that needs the server, and the footer once nothing is left in it. */
export function hideServerLinks() {
  for (const link of document.querySelectorAll("a[data-server]")) /** @type {HTMLElement} */ (link).hidden = true;
  for (const footer of document.querySelectorAll("footer.site-links")) {
    const shown = [...footer.querySelectorAll("a, button")].some((item) => !(/** @type {HTMLElement} */ (item)).hidden);
    /** @type {HTMLElement} */ (footer).hidden = !shown;
  }
}

export function pageReady() {
  if (isOffline()) hideServerLinks();
  document.documentElement.dataset.ready = "true";
}
