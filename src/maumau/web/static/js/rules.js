// The rules of THIS table in words: the library's summary of the table's ruleset
// (POST /api/rules, rendered in the reader's language), for the lobby while the host edits,
// the join page and the box beside the table. Fetched once per ruleset and language.

import { getRules } from "./api.js";
import { currentLang, t } from "./i18n.js";
import { isOffline } from "./offline/mode.js";

/** @type {Map<string, Promise<RulesText>>} */
const cache = new Map();

/** @param {RulesRequest} request @returns {string} */
function keyOf(request) {
  return JSON.stringify([request.variant, request.preset ?? null, request.players,
    request.options ?? {}, currentLang()]);
}

/** `text` into `element`, free to break after every slash: a list of names joined by
 * slashes ("Lächeln/Zwinkern/…/Wütend = 5") fits a phone (the text stays the same).
 * @param {HTMLElement} element @param {string} text */
function breakable(element, text) {
  text.split("/").forEach((part, index) => {
    if (index > 0) element.append("/", document.createElement("wbr"));
    element.append(part);
  });
}

/** The summary's sections as headings and lists.
 * @param {RulesText} data @returns {HTMLElement} */
export function rulesList(data) {
  const box = document.createElement("div");
  box.className = "rules-summary";
  for (const section of data.sections || []) {
    if (!section.lines?.length) continue;
    const part = document.createElement("section");
    part.dataset.section = section.name;
    const title = document.createElement("h4");
    title.textContent = section.title;
    const list = document.createElement("ul");
    for (const line of section.lines) {
      const item = document.createElement("li");
      item.dataset.code = line.code;
      breakable(item, line.text);
      list.append(item);
    }
    part.append(title, list);
    box.append(part);
  }
  return box;
}

/** Fills `target` with the rules of `request` ({variant, preset, players, options}).
 * @param {HTMLElement} target @param {RulesRequest} request */
export async function fillRules(target, request) {
  const key = keyOf(request);
  const lang = currentLang();
  try {
    let asked = cache.get(key);
    if (!asked) {
      asked = getRules(request);
      cache.set(key, asked);
    }
    const data = await asked;
    target.replaceChildren(rulesList(data));
    target.classList.remove("refused");
    target.dataset.lang = lang;  // the language of the words now shown
  } catch (problem) {
    cache.delete(key);
    target.classList.add("refused");
    target.replaceChildren(problem instanceof Error ? problem.message : String(problem));
  }
}

/** The request for a table's summary (its variant, preset, players and options).
 * @param {TableSummary} summary @returns {RulesRequest} */
export function tableRequest(summary) {
  return { variant: summary.variant, preset: summary.preset ?? null,
    players: summary.players, options: summary.options || {} };
}

/** Where the FAQ answers the questions of play of `variant` (the FAQ page shows that
 * game's questions).
 * @param {string} variant @returns {string} */
export function faqUrl(variant) {
  return `/faq?game=${encodeURIComponent(variant)}`;
}

/** The box beside the table: this table's rules, and links to the how-to page and the
 * FAQ of the game.
 * @param {TableSummary} summary @returns {RulesBox} */
export function renderRules(summary) {
  /** @type {RulesBox} */
  const box = document.createElement("details");
  box.className = "rules-box";
  const head = document.createElement("summary");
  head.textContent = t("table.rules");
  const body = document.createElement("div");
  body.className = "rules-body";
  const how = document.createElement("a");
  how.className = "how-link";
  how.href = `/how/${encodeURIComponent(summary.variant)}`;
  how.target = "_blank";
  how.textContent = t("how.link");
  const faq = document.createElement("a");
  faq.className = "faq-link";
  faq.href = faqUrl(summary.variant);
  faq.target = "_blank";
  faq.rel = "noopener";
  faq.textContent = t("faq.link");
  // Opened, the rules lie in a drawer over the screen's left side, so the board does not
  // move; its heading takes the focus, Escape or its button closes it.
  const drawer = document.createElement("div");
  drawer.className = "rules-drawer";
  drawer.setAttribute("role", "region");
  const top = document.createElement("div");
  top.className = "rules-drawer-head";
  const title = document.createElement("h2");
  title.id = "rules-drawer-heading";
  title.tabIndex = -1;
  title.textContent = t("join.rules");
  drawer.setAttribute("aria-labelledby", title.id);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "rules-close";
  close.textContent = t("a11y.close");
  // closed, the focus goes back where it was when the drawer opened (keyboard.js keeps
  // that place for the R key), else to the switch, without moving the page
  const shut = () => {
    const back = box.opener instanceof HTMLElement && box.opener.isConnected
      && box.opener !== document.body && !drawer.contains(box.opener) ? box.opener : head;
    box.opener = null;
    box.open = false;
    back.focus({ preventScroll: back === head });
  };
  close.addEventListener("click", shut);
  drawer.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    shut();
  });
  box.addEventListener("toggle", () => {
    if (!box.open || !box.isConnected) return;
    if (!box.opener) box.opener = document.activeElement;
    title.focus({ preventScroll: true });
  });
  top.append(title, close);
  const links = document.createElement("p");
  links.className = "rules-links";
  links.append(how, " ", faq);
  // the how-to and FAQ pages are the server's: an offline table does not link them
  links.hidden = isOffline();
  drawer.append(top, body, links);
  box.append(head, drawer);
  fillRules(body, tableRequest(summary));
  return box;
}
