// A page says it is ready once its module has run and wired its controls:
// <html data-ready="true">. The modules wait for the message catalogues first (a top-level
// await in i18n.js), and the browser's load event does not wait for that, so a tool that
// drives the page (the browser tests) waits for this mark before it touches a control.
// Every page imports this module, so it also registers the service worker of offline play
// (offline/register.js).

import "./offline/register.js";

export function pageReady() {
  document.documentElement.dataset.ready = "true";
}
