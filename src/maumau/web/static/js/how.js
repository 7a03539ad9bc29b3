// "So wird gespielt": a page per game with short examples of each special card, drawn
// with the app's own cards, in the reader's language (/how/{variant}).

import { getVariants } from "./api.js";
import { cardEffect, cardName } from "./carddata.js";
import { cardElement } from "./cards.js";
import { currentLang, onLangChange, setupLangButton } from "./i18n.js";

const say = (german, english) => (currentLang() === "de" ? german : english);
const variant = decodeURIComponent(window.location.pathname.split("/").filter(Boolean)[1] || "classic");

function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The matching examples every game starts with: [on top, played, words]. */
function basics(name) {
  switch (name) {
    case "classic":
      return [["9H", "KH", say("Gleiche Farbe passt.", "The same suit fits.")],
        ["9H", "9S", say("Gleicher Wert passt.", "The same rank fits.")]];
    case "tabaluga":
      return [["r5", "r8", say("Gleiche Farbe passt.", "The same colour fits.")],
        ["r5", "b5", say("Gleiche Zahl passt.", "The same number fits.")]];
    case "emojical":
      return [["y:smile", "y:sad", say("Gleiche Farbe passt.", "The same colour fits.")],
        ["y:smile", "b:smile", say("Gleiches Gesicht passt.", "The same face fits.")]];
    default:
      return [["b3", "b6", say("Gleiche Farbe: die Karte darf auf diesen Stapel.", "The same colour: the card may go on this pile.")],
        ["b3", "r3", say("Gleiche Zahl passt auch.", "The same number fits too.")],
        ["b3", "onion", say("Passt nichts, legst du sie verdeckt als Zwiebel auf deinen Stapel.", "If nothing fits, lay it face down as an onion on your pile.")]];
  }
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
    main.replaceChildren(el("p", "", say("Dieses Spiel gibt es nicht.", "There is no such game.")));
    return;
  }
  const options = Object.fromEntries(info.options.map((option) => [option.name, option.default]));
  document.title = `${say("So wird gespielt", "How to play")}: ${info.title}`;
  const page = el("article", "how-page");
  page.append(el("h1", "", `${say("So wird gespielt", "How to play")}: ${info.title}`));
  page.append(el("h2", "", say("Was passt?", "What fits?")));
  const basic = el("ol", "how-examples");
  for (const entry of basics(variant)) basic.append(example(variant, options, entry));
  page.append(basic);
  page.append(el("h2", "", say("Die Sonderkarten", "The special cards")));
  const special = el("ol", "how-examples");
  for (const entry of specials(variant, options)) special.append(example(variant, options, entry));
  page.append(special);
  const others = el("p", "how-others");
  for (const entry of variants) {
    const link = el("a", entry.name === variant ? "current" : "", entry.title);
    link.href = `/how/${entry.name}`;
    others.append(link, " ");
  }
  const back = el("a", "button", say("Tisch eröffnen", "Open a table"));
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
