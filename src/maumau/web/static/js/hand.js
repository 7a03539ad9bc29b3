// The reader's own hand and what they can do now: legal cards highlighted (hint switch),
// the Mau toggle, buttons for draw / take / pass / gamble and cardless choices.

import { cardInfo, cardName } from "./carddata.js";
import { cardElement } from "./cards.js";
import { facesOf } from "./faces.js";
import { t, tn } from "./i18n.js";
import { answerFor } from "./moves.js";
import { groupActions, offeredCall } from "./notation.js";
import { downToggle, isDownArmed, setDownArmed } from "./quick.js";

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

/** The button's words for a word action (draw, take, pass, gamble) in this phase.
 * @param {View} view @param {string} word @returns {string} */
function wordLabel(view, word) {
  const phase = view.phase;
  if (word === "draw") return t("btn.draw");
  if (word === "gamble") return t("btn.gamble");
  const hit = hitBy(view);
  if (word === "take" && hit) return tn("btn.take_penalty", hit.draws);
  if (word === "take") {
    if (phase === "penalty") return tn("btn.take_penalty", view.table.pending_draw ?? 0);
    if (phase === "skip") return t("btn.take_skip");
    return t("btn.take");
  }
  if (word === "pass") {
    if (phase === "after_draw") return t("btn.pass_drawn");
    if (phase === "throw_in") return t("btn.pass_throw");
    return t("btn.pass");
  }
  return word;
}

/** What the card on top says of a hit by it (cards to draw, the instruction), or null.
 * @param {View} view @returns {{draws: number, instruction?: string} | null} */
function hitBy(view) {
  if (view.phase !== "hit" || !view.table?.top) return null;
  return cardInfo(view.variant, String(view.table.top))?.hit || null;
}

/** What the reader should do now, in one sentence.
 * @param {View} view @returns {string} */
export function instruction(view) {
  const call = offeredCall(view.legal_actions || []);
  const text = plainInstruction(view);
  if (!call) return text;
  return text + " " + (call === "!!" ? t("do.call_mau_mau") : t("do.call_mau"));
}

/** @param {View} view @returns {string} */
function plainInstruction(view) {
  const { words, byCard, choices } = groupActions(view.legal_actions || []);
  const cards = byCard.size > 0;
  const turn = facesOf(view.variant).turn;
  if (turn?.instruction) return t(turn.instruction);
  switch (view.phase) {
    case "after_draw":
      return t("do.after_draw");
    case "penalty":
      return cards ? tn("do.penalty", view.table.pending_draw ?? 0) : tn("do.penalty_take", view.table.pending_draw ?? 0);
    case "skip":
      return cards ? t("do.skip") : t("do.skip_take");
    case "hit":
      return t(hitBy(view)?.instruction || "do.hit");
    case "throw_in":
      return t("do.throw_in");
    case "choose":
      // a game whose cards have colours, not suits, names its own words (faces' turn)
      return choices.some((c) => c.choice !== null) ? t(turn?.choose_wish || "do.choose_wish")
        : t("do.choose_target");
    case "continue":
      return t("do.continue");
    default:
      if (!cards) return t("do.draw_only");
      return words.has("draw") ? t("do.play") : t("do.play_must");
  }
}

/**
 * The hand area. ctx: view, hints, wantCall, names, onCard(code), onAction(text),
 * onToggleCall(), deadlineLeft (seconds or null).
 * @param {TableContext} ctx @returns {HTMLElement}
 */
export function renderHand(ctx) {
  const { view } = ctx;
  const area = el("div", "hand-area");
  const myTurn = view.seat !== null && view.seat === view.to_move;
  if (myTurn) area.classList.add("my-turn");
  const { byCard, choices, words } = groupActions(view.legal_actions || []);
  const bar = el("div", "action-bar");
  const call = myTurn ? offeredCall(view.legal_actions || []) : "";
  if (call) {
    const mau = el("button", "mau-toggle", call === "!!" ? t("btn.mau_mau") : t("btn.mau"));
    mau.type = "button";
    mau.title = call === "!!" ? t("btn.mau_mau_title") : t("btn.mau_title");
    mau.setAttribute("aria-pressed", ctx.wantCall ? "true" : "false");
    if (ctx.wantCall) mau.classList.add("on");
    mau.addEventListener("click", () => ctx.onToggleCall?.());
    bar.append(mau);
  }
  const down = myTurn ? downToggle(view) : null;
  if (down) {
    const toggle = el("button", "down-toggle", t(down.label));
    toggle.type = "button";
    toggle.title = t(down.title);
    const paint = () => {
      toggle.setAttribute("aria-pressed", isDownArmed() ? "true" : "false");
      toggle.classList.toggle("on", isDownArmed());
    };
    paint();
    toggle.addEventListener("click", () => { setDownArmed(!isDownArmed()); paint(); });
    bar.append(toggle);
  } else if (!myTurn) {
    setDownArmed(false);
  }
  for (const play of choices) {
    const answer = answerFor(view, play, ctx.names);
    const button = el("button", "choice");
    button.type = "button";
    button.dataset.action = play.text;
    button.innerHTML = answer.icon || "";
    button.append(el("span", "", answer.label));
    button.addEventListener("click", () => ctx.onAction?.(play.text));
    bar.append(button);
  }
  for (const word of ["take", "gamble", "draw", "pass"]) {
    if (!words.has(word)) continue;
    const button = el("button", "word " + word, wordLabel(view, word));
    button.type = "button";
    button.dataset.action = word;
    button.addEventListener("click", () => ctx.onAction?.(word));
    bar.append(button);
  }
  if (ctx.deadlineLeft !== null && ctx.deadlineLeft !== undefined && myTurn) {
    bar.append(el("span", "deadline", t("deadline", { n: Math.max(0, Math.ceil(ctx.deadlineLeft)) })));
  }
  const hand = el("div", "hand");
  hand.setAttribute("role", "group"); // named by its label (a11y)
  hand.setAttribute("aria-label", t("table.hand"));
  const drawn = view.table?.drawn;
  let drawnMarked = false;
  for (const code of view.hand || []) {
    const legal = myTurn && byCard.has(code);
    const card = cardElement(view.variant, code, { options: view.options, button: true });
    if (legal) card.classList.add("legal");
    if (ctx.hints && myTurn && !legal) card.classList.add("dim");
    if (!ctx.hints) card.classList.add("no-hints");
    if (drawn && code === drawn && !drawnMarked) {
      drawnMarked = true;
      card.classList.add("drawn");
      card.append(el("span", "drawn-tag", "↑"));
    }
    card.addEventListener("click", () => ctx.onCard?.(code, legal));
    card.draggable = myTurn;
    card.addEventListener("dragstart", (event) => {
      event.dataTransfer?.setData("text/plain", code);
    });
    hand.append(card);
  }
  const heading = el("div", "hand-heading", t("table.hand"));
  if (drawn && view.phase === "after_draw") heading.textContent = t("table.drawn", { card: cardName(view.variant, drawn) });
  // A hand too long even when its cards close up scrolls sideways: say so.
  const more = el("div", "scroll-hint", "⇆ " + t("hand.scroll_hint"));
  more.hidden = true;
  window.requestAnimationFrame(() => {
    const last = hand.lastElementChild;
    if (!hand.isConnected || !last) return;
    more.hidden = last.getBoundingClientRect().right <= hand.getBoundingClientRect().right + 1;
  });
  area.append(heading, hand, more, bar);
  return area;
}
