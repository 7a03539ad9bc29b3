// A saved rule set opened by its share link: the game, players and preset, the rules in
// words (the same summary as the table's rules box: POST /api/rules in the page's
// language), a button that opens the lobby with these rules, JSON export, and the import
// of a rule set file.

import { fillRules } from "/static/js/rules.js";
import { api, currentLang, onLangChange, problemText, say, setupLang, t } from "./texts.js";
import { pageReady } from "/static/js/ready.js";

/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const key = decodeURIComponent(window.location.pathname.split("/").pop() ?? "");
const problem = $("problem");
let latest = 0;

/** Draws the page in the current language; a drawing that a newer one (a language switch
 * while it waited for the server) has overtaken stops, so the last language wins. */
async function show() {
  const run = ++latest;
  say(problem, "");
  try {
    const saved = await api("GET", `/api/rulesets/${encodeURIComponent(key)}`);
    const rules = saved.ruleset;
    const game = await api("GET",
      `/api/variants/${encodeURIComponent(rules.variant)}/options?players=${rules.players}&lang=${currentLang()}`);
    if (run !== latest) return;
    $("rules-name").textContent = `${t("rules.heading")}: ${saved.name}`;
    $("rules-game").textContent = game.title;
    $("rules-players").textContent = String(rules.players);
    const presets = game.preset_names || {};
    $("rules-preset").textContent =
      rules.preset ? (presets[rules.preset] || rules.preset) : t("rules.none");
    /** @type {HTMLAnchorElement} */ ($("use")).href = saved.lobby_url;
    /** @type {HTMLAnchorElement} */ ($("export")).href = `/api/rulesets/${encodeURIComponent(saved.id)}/export`;
    $("share").textContent = saved.share_url;
    const words = document.createElement("div");
    await fillRules(words, {
      variant: rules.variant, preset: rules.preset ?? null, players: rules.players,
      options: rules.options || {},
    });
    if (run !== latest) return;
    // the sections are headings under this page's h2 (the table's box uses h4)
    for (const title of words.querySelectorAll("h4")) {
      const heading = document.createElement("h3");
      heading.textContent = title.textContent;
      title.replaceWith(heading);
    }
    const shown = $("rules-words");
    shown.classList.toggle("refused", words.classList.contains("refused"));
    shown.replaceChildren(...words.childNodes);
    shown.dataset.lang = currentLang();  // which language the words now shown are in
    $("rules").hidden = false;
  } catch (failure) {
    if (run === latest) say(problem, problemText(failure));
  }
}

$("import").addEventListener("submit", async (event) => {
  event.preventDefault();
  const file = /** @type {HTMLInputElement} */ ($("file")).files?.[0];
  if (!file) return;
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    say(problem, t("rules.bad_file"));
    return;
  }
  try {
    const saved = await api("POST", "/api/rulesets/import", data);
    window.location.assign(`/rules/${encodeURIComponent(saved.id)}`);
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

setupLang($("lang"));
onLangChange(show);
show();
pageReady();
