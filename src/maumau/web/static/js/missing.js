// The page of a broken link (a table, match or shared rule set that does not exist): the
// server wrote it in one language (?lang=, else the browser's); the language chosen on this
// device wins, and a language link keeps the new choice.

import { loadLang, saveLang } from "./storage.js";
import { pageReady } from "./ready.js";

const here = new URL(window.location.href);
const stored = loadLang();
if (!here.searchParams.has("lang") && stored !== document.documentElement.lang) {
  here.searchParams.set("lang", stored);
  window.location.replace(here.toString());
} else {
  document.getElementById("lang-link")?.addEventListener("click", (event) => {
    const link = /** @type {HTMLElement} */ (event.currentTarget);
    saveLang(link.getAttribute("hreflang"));
  });
  pageReady();
}
