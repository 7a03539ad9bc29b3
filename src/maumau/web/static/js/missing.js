// The page for a broken link: only the language the visitor chose (German by default).

import { loadLang } from "./storage.js";

const lang = loadLang();
document.documentElement.lang = lang;
for (const element of document.querySelectorAll("main [lang]")) element.hidden = element.lang !== lang;
