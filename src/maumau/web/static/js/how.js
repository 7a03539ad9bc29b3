// "So wird gespielt": a page per game with short examples of each special card, drawn
// with the app's own cards, in the reader's language (/how/{variant}); the examples are
// the game's (its faces' "how"), every word comes from the catalogue (page.how.*, card
// names and effects through carddata.js); then the rules that no card shows (its faces'
// "how.more": catalogue keys, their {option} fields filled with the default values).

import { getVariants } from "./api.js";
import { cardEffect, cardName } from "./carddata.js";
import { cardElement } from "./cards.js";
import { defaultGame, facesOf } from "./faces.js";
import { onLangChange, setupLangButton, t } from "./i18n.js";
import { setupSettings } from "./settings.js";
import { pageReady } from "./ready.js";

const variant = decodeURIComponent(window.location.pathname.split("/").filter(Boolean)[1] || "")
  || defaultGame();

/** A new element with its class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} [className] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]} */
function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The matching examples every game starts with: [on top, played, words].
 * @param {string} name @returns {[string, string, string][]} */
function basics(name) {
  return ((facesOf(name).how || {}).basics || []).map(([top, played, key]) => /** @type {[string, string, string]} */ ([top, played, t(key)]));
}

/** A code of an example with `{option}` filled from the options; null when an option
 * it names is not set ("none").
 * @param {string} code @param {Record<string, unknown>} options @returns {string | null} */
function filled(code, options) {
  let missing = false;
  const text = code.replace(/\{([a-z_]+)\}/g, (_, /** @type {string} */ name) => {
    const value = options[name];
    if (value === undefined || value === null || value === "none" || value === "") missing = true;
    return String(value);
  });
  return missing ? null : text;
}

/** The special cards of a game under its options: [on top, played]; an example may
 * need an option on (its third entry), each card is shown once.
 * @param {string} name @param {Record<string, unknown>} options @returns {[string, string][]} */
function specials(name, options) {
  /** @type {Map<string, [string, string]>} */
  const shown = new Map();
  for (const [top, code, needs] of (facesOf(name).how || {}).specials || []) {
    if (needs && !options[needs]) continue;
    const played = filled(code, options);
    if (played !== null && !shown.has(played)) shown.set(played, [top, played]);
  }
  return [...shown.values()];
}

/** One example: the card on top, the card played onto it, and what that does.
 * @param {string} name @param {Record<string, unknown>} options
 * @param {[string, string, string?]} example @returns {HTMLElement} */
function example(name, options, [top, played, words]) {
  const row = el("li", "how-example");
  const cards = el("div", "how-cards");
  cards.append(cardElement(name, top, { options }), el("span", "how-arrow", "→"),
    cardElement(name, played, { options }));
  const text = el("div", "how-text");
  text.append(el("strong", "", cardName(name, played)),
    el("p", "", words ?? cardEffect(name, played, options)));
  row.append(cards, text);
  return row;
}

/** @type {VariantInfo[]} */
let variants = [];

function render() {
  const info = variants.find((entry) => entry.name === variant);
  const main = /** @type {HTMLElement} */ (document.getElementById("how"));
  if (!info) {
    main.replaceChildren(el("p", "", t("how.no_game")));
    return;
  }
  const name = info.name;  // the page's game
  const options = Object.fromEntries(info.options.map((option) => [option.name, option.default]));
  const title = t("how.title", { game: info.title });
  document.title = title;
  const page = el("article", "how-page");
  page.append(el("h1", "", title));
  page.append(el("h2", "", t("how.what_fits")));
  const basic = el("ol", "how-examples");
  for (const entry of basics(name)) basic.append(example(name, options, entry));
  page.append(basic);
  page.append(el("h2", "", t("how.specials")));
  const special = el("ol", "how-examples");
  for (const entry of specials(name, options)) special.append(example(name, options, entry));
  page.append(special);
  const more = (facesOf(name).how || {}).more || [];
  if (more.length > 0) {
    page.append(el("h2", "", t("how.more")));
    const list = el("ul", "how-more");
    // an {option} field of a rule is that option's default value (e.g. the target score)
    for (const key of more) list.append(el("li", "", t(key, options)));
    page.append(list);
  }
  const others = el("p", "how-others");
  for (const entry of variants) {
    const link = el("a", entry.name === variant ? "current" : "", entry.title);
    link.href = `/how/${entry.name}`;
    others.append(link, " ");
  }
  const back = el("a", "button", t("how.open_table"));
  back.href = "/";
  page.append(others, back);
  main.replaceChildren(page);
}

async function main() {
  setupLangButton(/** @type {HTMLElement} */ (document.getElementById("lang")));
  setupSettings();
  onLangChange(() => { getVariants().then((list) => { variants = list.variants; render(); }); });
  pageReady();
  const list = await getVariants();
  variants = list.variants;
  render();
}

main();
