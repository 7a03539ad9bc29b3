// The table in the middle: every seat (name, hand size, turn, Mau, its own pile where the
// game's layout has piles) and the centre (talon, discard pile, wish in force, penalty,
// direction). The layout is the game's (faces.js): "shared" or "piles".

import { colourInfo, describeChoice } from "./carddata.js";
import { backElement, cardElement, onionIcon } from "./cards.js";
import { facesOf } from "./faces.js";
import { cardsText, levelName, t, tn } from "./i18n.js";
import { seatLabel } from "./seatnames.js";
import { shapeIcon } from "./shapes.js";

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

/** Seats in the order a player sees them: the next seats first, the reader's own last.
 * @param {number} players @param {number | null | undefined} mySeat @returns {number[]} */
export function seatOrder(players, mySeat) {
  const order = [];
  const start = mySeat === null || mySeat === undefined ? 0 : mySeat + 1;
  for (let i = 0; i < players; i += 1) order.push((start + i) % players);
  return order;
}

/** @param {number} count @returns {HTMLElement} */
function miniFan(count) {
  const fan = el("div", "fan");
  const shown = Math.min(count, 8);
  for (let i = 0; i < shown; i += 1) fan.append(el("span", "mini-back"));
  return fan;
}

/** One seat's box: name, badges, hand size, Mau, points, last words, turn.
 * @param {TableContext} ctx @param {number} seat @returns {HTMLElement} */
function seatBox(ctx, seat) {
  const { view, summary } = ctx;
  /** @type {Partial<SeatInfo>} */
  const info = (summary?.seats || [])[seat] || {};
  const box = el("div", "seat");
  box.dataset.seat = String(seat);
  if (seat === view.to_move) box.classList.add("to-move");
  if (seat === view.seat) box.classList.add("mine");
  const head = el("div", "seat-head");
  const name = el("span", "seat-name", ctx.names(seat));
  head.append(name);
  if (info.kind === "bot") head.append(el("span", "badge bot", t("table.bot") + (info.level ? " · " + levelName(info.level) : "")));
  if (info.away) head.append(el("span", "badge away", "⏸"));
  if (info.kind === "human" && info.connected === false && !info.away && !ctx.replay) head.append(el("span", "badge offline", "⚠"));
  if (seat === view.dealer) {
    const dealer = el("span", "badge dealer", "🂠");
    dealer.textContent = t("table.dealer");
    head.append(dealer);
  }
  box.append(head);
  box.title = seatLabel(summary, seat);
  if (info.away) box.title += " – " + t("table.away");
  else if (info.kind === "human" && info.connected === false) box.title += " – " + t("table.offline");
  const size = (view.hand_sizes || [])[seat] ?? 0;
  const hand = el("div", "seat-hand");
  hand.append(miniFan(size), el("span", "seat-count", cardsText(size)));
  box.append(hand);
  const mau = (view.table?.mau || [])[seat] && size <= 2;
  if (mau) box.append(el("span", "badge mau", t(size === 0 ? "table.mau_mau" : "table.mau")));
  if (ctx.scores && ctx.scores[seat] !== undefined) {
    box.append(el("span", "seat-score", `${t("table.points")}: ${ctx.scores[seat]}`));
  }
  const said = ctx.lastWords?.[seat];
  if (said) box.append(el("span", "seat-last", said));
  if (seat === view.to_move) {
    const mine = view.phase === "throw_in" ? t("table.throw_in") : t("table.your_turn");
    const turn = el("span", "turn-arrow", seat === view.seat ? mine : "▶");
    box.prepend(turn);
  }
  return box;
}

/** One seat's pile (layout "piles").
 * @param {TableContext} ctx @param {number} seat @returns {HTMLElement} */
function pileBox(ctx, seat) {
  const table = ctx.view.table;
  const pile = (table.piles || [])[seat] || { top: null, height: 0 };
  const wrap = el("div", "pile");
  if (seat === ctx.view.seat) wrap.append(el("span", "pile-label own", t("hd.own")));
  else if (seat === table.left) wrap.append(el("span", "pile-label neighbour", "⬅ " + t("hd.left")));
  else if (seat === table.right) wrap.append(el("span", "pile-label neighbour", t("hd.right") + " ➡"));
  if (seat === table.left || seat === table.right) wrap.classList.add("neighbour");
  if (pile.top === null) {
    wrap.append(el("div", "card empty", t("hd.empty")));
  } else {
    const card = cardElement(ctx.view.variant, pile.top, { options: ctx.view.options });
    if (pile.onion_card) {  // a face-down top the reader knows
      const known = el("span", "onion-known", t("hd.onion_known", { card: "" }));
      known.append(cardElement(ctx.view.variant, pile.onion_card, { options: ctx.view.options }));
      card.title += " – " + t("hd.onion_known", { card: pile.onion_card });
      wrap.append(card, known);
    } else {
      wrap.append(card);
    }
  }
  const facts = el("div", "pile-facts");
  facts.append(el("span", "", cardsText(pile.height)));
  if (pile.onions !== undefined) {
    const onions = el("span", "onions");
    onions.innerHTML = `<svg viewBox="0 0 100 150" width="14" height="20" aria-hidden="true">${onionIcon(50, 80, 90)}</svg>`;
    onions.append(document.createTextNode(" " + tn("hd.onions", pile.onions)));
    facts.append(onions);
  }
  wrap.append(facts);
  wrap.dataset.pile = String(seat);
  return wrap;
}

/** The game's table layout: "shared" (one discard pile) or "piles" (a pile per seat).
 * @param {View} view @returns {"shared" | "piles"} */
function layoutOf(view) {
  return facesOf(view.variant).layout === "piles" ? "piles" : "shared";
}

/** @param {TableContext} ctx @returns {HTMLElement} */
function renderSeats(ctx) {
  const strip = el("div", "seats");
  for (const seat of seatOrder(ctx.view.players, ctx.view.seat)) {
    const box = seatBox(ctx, seat);
    if (layoutOf(ctx.view) === "piles") box.append(pileBox(ctx, seat));
    if (ctx.openHands && ctx.openHands[seat]) {
      const cards = el("div", "open-hand");
      for (const code of ctx.openHands[seat]) cards.append(cardElement(ctx.view.variant, code, { options: ctx.view.options }));
      box.append(cards);
    }
    strip.append(box);
  }
  return strip;
}

/** @param {TableContext} ctx @param {number | undefined} size @returns {HTMLElement} */
function talon(ctx, size) {
  const wrap = el("div", "talon");
  if (size === 0) {
    wrap.classList.add("empty");
    wrap.append(el("div", "card empty", t("hd.empty")), el("span", "caption", `${t("table.talon")}: 0`));
    return wrap;
  }
  const back = backElement(t("table.talon"));
  const onAction = ctx.onAction;
  if ((ctx.view.legal_actions || []).includes("draw") && onAction) {
    back.classList.add("clickable");
    back.setAttribute("role", "button");
    back.title = t("btn.draw");
    back.addEventListener("click", () => onAction("draw"));
  }
  wrap.append(back, el("span", "caption", `${t("table.talon")}: ${size}`));
  return wrap;
}

/** @param {string} variant @param {string} wish @returns {HTMLElement} */
function wishBadge(variant, wish) {
  const badge = el("div", "wish");
  badge.append(el("span", "wish-label", t("table.wish") + ":"));
  const colour = colourInfo(variant, wish);
  if (colour) {
    badge.insertAdjacentHTML("beforeend", shapeIcon(colour.shape, colour.paint, 28));
    badge.style.setProperty("--wish-paint", colour.paint);
  }
  badge.append(el("strong", "", describeChoice(variant, wish)));
  return badge;
}

/** The centre around one shared discard pile: talon, discard, wish, penalty, direction.
 * @param {TableContext} ctx @returns {HTMLElement} */
function renderSharedCentre(ctx) {
  const { view } = ctx;
  const table = view.table;
  const centre = el("div", "centre");
  const discard = el("div", "discard");
  discard.append(cardElement(view.variant, String(table.top), { options: view.options }),
    el("span", "caption", `${t("table.discard")}: ${table.discard_size}`));
  centre.append(talon(ctx, table.talon_size), discard);
  const facts = el("div", "centre-facts");
  if (table.wish) facts.append(wishBadge(view.variant, table.wish));
  if ((table.pending_draw ?? 0) > 0) facts.append(el("div", "pending", t("table.pending", { n: table.pending_draw })));
  if (table.hit_by !== undefined && view.seat === view.to_move) {
    facts.append(el("div", "pending", t("table.hit_by", { name: ctx.names(table.hit_by) })));
  }
  facts.append(el("div", "direction", table.direction === 1 ? t("table.clockwise") : t("table.anticlockwise")));
  centre.append(facts);
  return centre;
}

/** The centre where every seat has a pile: the talon and the discard pile of the special
 * cards, and a note in memory mode.
 * @param {TableContext} ctx @returns {HTMLElement} */
function renderPilesCentre(ctx) {
  const table = ctx.view.table;
  const centre = el("div", "centre");
  centre.append(talon(ctx, table.talon_size));
  if (table.discard_top) {
    const discard = el("div", "discard");
    discard.append(cardElement(ctx.view.variant, table.discard_top, { options: ctx.view.options }),
      el("span", "caption", `${t("table.discard")}: ${table.discard_size}`));
    centre.append(discard);
  }
  if (!table.show_onion_counts) centre.append(el("div", "centre-facts", t("hd.memory")));
  return centre;
}

/** The whole board for one view.
 * @param {TableContext} ctx @returns {HTMLElement} */
export function renderBoard(ctx) {
  const layout = layoutOf(ctx.view);
  const board = el("div", "board layout-" + layout);
  board.append(renderSeats(ctx));
  board.append(layout === "piles" ? renderPilesCentre(ctx) : renderSharedCentre(ctx));
  return board;
}
