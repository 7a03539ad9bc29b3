// Follow the game: the cards of each new event fly from where they were to where they
// went (play, draw, gift, swap, passed hands, the seats' piles where the game's layout has
// them), so a person sees what the bots did. Nothing moves when the reader asks for
// reduced motion.

import { cardInfo } from "./carddata.js";
import { backSvg, cardSvg } from "./cards.js";
import { facesOf } from "./faces.js";

const FLIGHT_MS = 420;
const STAGGER_MS = 140;
const MAX_FLIGHTS = 8;

/** Whether the reader's system asks for less motion.
 * @returns {boolean} */
export function reducedMotion() {
  if (document.body?.classList.contains("a11y-calm")) return true; // the page's setting
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** @param {Element | null} element @returns {Point | null} */
function centre(element) {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Where things are on the page just drawn: seats, piles, talon, discard, own hand.
 * @param {Element} root @param {number | null} mySeat @returns {Places} */
function places(root, mySeat) {
  const seat = (/** @type {number | undefined} */ n) => (n === mySeat && root.querySelector(".hand"))
    || root.querySelector(`.seat[data-seat="${n}"]`);
  return {
    seat: (n) => centre(seat(n)),
    pile: (n) => centre(root.querySelector(`.pile[data-pile="${n}"]`)) || centre(seat(n)),
    talon: () => centre(root.querySelector(".talon")),
    discard: () => centre(root.querySelector(".discard")) || centre(root.querySelector(".talon")),
  };
}

/** The flights of one event: [from, to, card code or null for a back].
 * @param {GameEvent} event @param {string} variant @param {Places} at
 * @returns {[Point | null, Point | null, string | null][]} */
export function flightsOf(event, variant, at) {
  const cards = event.cards || [];
  const first = cards.length ? cards[0] : null;
  const seat = event.seat;
  const faces = facesOf(variant);
  const piles = faces.layout === "piles";
  switch (event.kind) {
    case "play":
    case "throw_in": {
      if (seat === undefined) return [];
      if (piles) {
        // onto a pile (face down: a back), a special card onto the discard pile
        const onto = event.target ?? seat;
        const shown = event.choice !== undefined && event.choice === faces.face_down_choice ? null : first;
        const special = first && cardInfo(variant, first)?.special;
        return [[at.seat(seat), special ? at.discard() : at.pile(onto), shown]];
      }
      return [[at.seat(seat), at.discard(), first]];
    }
    case "draw":
    case "penalty":
    case "gamble": {
      if (seat === undefined) return [];
      const count = Math.min(Math.max(event.count || cards.length || 1, 1), 3);
      return Array.from({ length: count }, (_, i) => /** @type {[Point | null, Point | null, string | null]} */ (
        [at.talon(), at.seat(seat), cards[i] ?? null]));
    }
    case "gift":
      return seat === undefined ? [] : [[at.seat(seat), at.seat(event.target), cards[0] ?? null]];
    case "swap":
      if (piles) {
        return [[at.pile(seat), at.pile(event.target), null], [at.pile(event.target), at.pile(seat), null]];
      }
      return [[at.seat(seat), at.seat(event.target), null], [at.seat(event.target), at.seat(seat), null]];
    case "pass_hands":
      return seat === undefined ? [] : [[at.seat(seat), at.seat(event.target), null]];
    case "pile":
      if (event.choice === "katapult") return [[at.pile(seat), at.discard(), first]];
      return [];
    default:
      return [];
  }
}

/** @param {HTMLElement} layer @param {Point} from @param {Point} to @param {string} variant
 * @param {string | null} code @param {number} delay */
function fly(layer, from, to, variant, code, delay) {
  const card = document.createElement("div");
  card.className = "flying-card";
  card.innerHTML = code ? cardSvg(variant, code) : backSvg();
  card.style.left = `${from.x}px`;
  card.style.top = `${from.y}px`;
  layer.append(card);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const motion = card.animate(
    [{ transform: "translate(-50%, -50%) scale(0.9)", opacity: 0.95 },
      { transform: `translate(calc(${dx}px - 50%), calc(${dy}px - 50%)) scale(1)`, opacity: 1 }],
    { duration: FLIGHT_MS, delay, easing: "cubic-bezier(.25,.8,.3,1)", fill: "both" });
  motion.finished.catch(() => {}).finally(() => card.remove());
}

/**
 * Animates the new `events` on the freshly drawn `root`; returns how many cards flew
 * (0 with reduced motion).
 * @param {Element} root @param {GameEvent[]} events @param {string} variant @param {number | null} mySeat
 * @returns {number}
 */
export function animateEvents(root, events, variant, mySeat) {
  if (reducedMotion() || !events || events.length === 0 || !document.body.animate) return 0;
  /** @type {HTMLElement | null} */
  let layer = document.querySelector(".flight-layer");
  if (!layer) {
    layer = document.createElement("div");
    layer.className = "flight-layer";
    layer.setAttribute("aria-hidden", "true");
    document.body.append(layer);
  }
  const at = places(root, mySeat);
  let count = 0;
  for (const event of events) {
    for (const [from, to, code] of flightsOf(event, variant, at)) {
      if (!from || !to || count >= MAX_FLIGHTS) continue;
      fly(layer, from, to, variant, code, count * STAGGER_MS);
      count += 1;
    }
  }
  return count;
}
