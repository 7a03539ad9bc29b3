// What a choice is about, shown in its dialog beside each answer: the hand size of the
// seat an answer names (a swap partner), or the top card of its pile where the game lays
// a pile per seat; and the reader's own pile beside the card in question.

import { cardName } from "./carddata.js";
import { cardElement, cardSvg } from "./cards.js";
import { facesOf } from "./faces.js";
import { hasText, t } from "./i18n.js";

/** @param {(string | undefined)[]} parts @returns {string} */
function joined(...parts) {
  return parts.filter(Boolean).join(" · ");
}

/** @param {number} count @returns {string} */
function handSize(count) {
  const key = count === 1 && hasText("dialog.hand_size.one") ? "dialog.hand_size.one" : "dialog.hand_size";
  return t(key, { n: count });
}

/** The seats' piles where the game lays a pile per seat, else null.
 * @param {View} view @returns {Pile[] | null} */
function piles(view) {
  return facesOf(view.variant).layout === "piles" ? view.table?.piles || null : null;
}

/** `answer` with what the seat of `play` shows: its pile's top card, or its hand size.
 * @param {View} view @param {ParsedAction} play @param {Answer} answer @returns {Answer} */
export function withContext(view, play, answer) {
  if (play.target === null || play.target === undefined) return answer;
  const all = piles(view);
  if (all) {
    const pile = all[play.target] || { top: null };
    if (pile.top === null || pile.top === undefined) {
      return { ...answer, hint: joined(answer.hint, t("dialog.pile_empty")) };
    }
    return {
      ...answer,
      hint: joined(answer.hint, t("dialog.pile_top", { card: cardName(view.variant, pile.top) })),
      icon: `<span class="answer-card">${cardSvg(view.variant, pile.top)}</span>` + (answer.icon || ""),
    };
  }
  const size = (view.hand_sizes || [])[play.target];
  if (size === undefined || size === null) return answer;
  return { ...answer, hint: joined(answer.hint, handSize(size)) };
}

/** The card in question, and beside it the reader's own pile where the game has piles.
 * @param {View} view @param {string} code @returns {HTMLElement} */
export function previewFor(view, code) {
  const card = cardElement(view.variant, code, { options: view.options || {} });
  const all = piles(view);
  if (!all || view.seat === null || view.seat === undefined) return card;
  const row = document.createElement("div");
  row.className = "preview-row";
  const own = document.createElement("figure");
  own.className = "preview-own";
  const top = all[view.seat]?.top;
  if (top === null || top === undefined) {
    const empty = document.createElement("div");
    empty.className = "card empty";
    empty.textContent = t("hd.empty");
    own.append(empty);
  } else {
    own.append(cardElement(view.variant, top, { options: view.options || {} }));
  }
  const caption = document.createElement("figcaption");
  caption.textContent = t("hd.own");
  own.append(caption);
  row.append(card, own);
  return row;
}
