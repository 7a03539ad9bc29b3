// The lobby while its games load. lobby.js runs only once the games are known (faces.js
// asks for them before any page module runs), and offline that waits for Pyodide to start
// in the Web Worker: seconds. This small module needs only the catalogues and the mode,
// so it runs at once: it puts the page into its language, says what is loading (offline:
// the engine starting) and keeps the form from being sent. The create button stays
// disabled (index.html) until lobby.js has the games.

import { currentLang, t, translateStatic } from "./i18n.js";
import { isOffline } from "./offline/mode.js";

const line = document.getElementById("lobby-loading");
if (line && isOffline()) {
  line.dataset.i18n = "offline.loading";
  line.textContent = t("offline.loading");
}
document.getElementById("create")?.addEventListener("submit", (event) => event.preventDefault());
document.documentElement.lang = currentLang();
translateStatic(document);
