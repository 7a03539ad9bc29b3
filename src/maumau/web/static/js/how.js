// "So wird gespielt": a page per game with short examples of each special card, drawn
// with the app's own cards, in the reader's language (/how/{variant}); every word comes
// from the catalogue (page.how.*, card names and effects through carddata.js).

import { getVariants } from "./api.js";
import { cardEffect, cardName } from "./carddata.js";
import { cardElement } from "./cards.js";
import { onLangChange, setupLangButton, t } from "./i18n.js";

const variant = decodeURIComponent(window.location.pathname.split("/").filter(Boolean)[1] || "classic");

function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The matching examples every game starts with: [on top, played, catalogue key]. */
const BASICS = {
  classic: [["9H", "KH", "suit"], ["9H", "9S", "rank"]],
  tabaluga: [["r5", "r8", "colour"], ["r5", "b5", "number"]],
  emojical: [["y:smile", "y:sad", "colour"], ["y:smile", "b:smile", "face"]],
  heuldoch: [["b3", "b6", "colour"], ["b3", "r3", "number"], ["b3", "onion", "onion"]],
};

function basics(name) {
  const game = name in BASICS ? name : "heuldoch";
  return BASICS[game].map(([top, played, key]) => [top, played, t(`how.${game}.${key}`)]);
}

/** The special cards of a game under its default options: [on top, played]. */
function specials(name, options) {
  switch (name) {
    case "classic": {
      const ranks = ["draw_two_rank", "skip_rank", "reverse_rank", "wish_rank", "draw_n_rank"]
        .map((key) => options[key]).filter((rank) => rank && rank !== "none");
      const cards = [...new Set(ranks)].map((rank) => ["QH", rank + "H"]);
      if (options.jokers) cards.push(["QH", "X"]);
      return cards;
    }
    case "tabaluga":
      return [["r5", "rR"], ["r5", "r+2"], ["r5", "r+4"], ["r5", "rS"], ["r5", "W"]];
    case "emojical":
      return [["y:smile", "y:+2"], ["y:smile", "y:skip"], ["y:smile", "y:block"],
        ["y:smile", "y:swap"], ["y:smile", "y:gift"], ["y:smile", "y:gamble"], ["y:smile", "wish"]];
    default:
      return [["b3", "katapult"], ["b3", "strandtuch"], ["b3", "karussell"], ["b3", "werwolf"]];
  }
}

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

let variants = [];

function render() {
  const info = variants.find((entry) => entry.name === variant);
  const main = document.getElementById("how");
  if (!info) {
    main.replaceChildren(el("p", "", t("how.no_game")));
    return;
  }
  const options = Object.fromEntries(info.options.map((option) => [option.name, option.default]));
  const title = t("how.title", { game: info.title });
  document.title = title;
  const page = el("article", "how-page");
  page.append(el("h1", "", title));
  page.append(el("h2", "", t("how.what_fits")));
  const basic = el("ol", "how-examples");
  for (const entry of basics(variant)) basic.append(example(variant, options, entry));
  page.append(basic);
  page.append(el("h2", "", t("how.specials")));
  const special = el("ol", "how-examples");
  for (const entry of specials(variant, options)) special.append(example(variant, options, entry));
  page.append(special);
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
  setupLangButton(document.getElementById("lang"));
  onLangChange(() => { getVariants().then((list) => { variants = list.variants || list; render(); }); });
  const list = await getVariants();
  variants = list.variants || list;
  render();
}

main();
