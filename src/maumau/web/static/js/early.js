// The first words of the lobby and the table page. Their own modules (lobby.js, game.js)
// run only once the games are known (faces.js asks for them before any page module runs),
// and offline that waits for Pyodide to start in the Web Worker: seconds. This small
// module needs only the catalogues and the mode, so it runs at once: it puts the page into
// its language, and offline hides the links to the server's pages (the FAQ, support,
// history: they cannot open without it). In the lobby it says what is loading (offline:
// the engine starting), shows nothing of the form but that line and its disabled button
// (index.html) until lobby.js has the games, and keeps the form from being sent.

import { currentLang, t, translateStatic } from "./i18n.js";
import { isOffline } from "./offline/mode.js";
import { hideServerLinks } from "./ready.js";

const line = document.getElementById("lobby-loading");
const form = document.getElementById("create");
if (isOffline()) {
  hideServerLinks();
  if (line) {
    line.dataset.i18n = "offline.loading";
    line.textContent = t("offline.loading");
  }
  // its fields are empty until the engine answered, its house rules and links need the server
  form?.setAttribute("data-loading", "offline");
}
form?.addEventListener("submit", (event) => event.preventDefault());
document.documentElement.lang = currentLang();
translateStatic(document);
