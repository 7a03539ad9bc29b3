// Pass-and-play: several people at one device. Each local person has
// their own seat token and their own connection, so the server sends each seat only its own
// view; the page shows one seat at a time and covers the table ("Gib das Gerät an Anna
// weiter") until the next local person taps.

import { t } from "./i18n.js";
import { forgetLocalSeats, loadLocalSeats } from "./storage.js";

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

export class PassPlay {
  /** @param {string} code */
  constructor(code) {
    this.code = code;
    /** @type {Map<number | null, LocalSeat>} */
    this.seats = new Map();
    for (const local of loadLocalSeats(code)) this.seats.set(local.seat, { ...local });
    /** The seat shown now. @type {number | null} */
    this.active = null;
    /** The seat the cover waits for, or null. @type {number | null} */
    this.covered = null;
  }

  /** Whether more than one person plays at this device. */
  on() {
    return this.seats.size > 1;
  }

  /** @param {number} seat @returns {boolean} */
  has(seat) {
    return this.seats.has(seat);
  }

  /** @param {number} seat @returns {LocalSeat | undefined} */
  get(seat) {
    return this.seats.get(seat);
  }

  /** @param {number} seat @returns {string | null} */
  name(seat) {
    return this.seats.get(seat)?.name || null;
  }

  /** The entry of the seat this page opens with (made if the device has no local list).
   * @param {number | null} seat @param {string} token @returns {LocalSeat} */
  entry(seat, token) {
    const known = [...this.seats.values()].find((entry) => entry.token === token);
    if (known) return known;
    /** @type {LocalSeat} */
    const made = { seat, token, name: null };
    if (seat !== null && seat !== undefined) this.seats.set(seat, made);
    return made;
  }

  /** The other local seats. @param {number | null} seat @returns {LocalSeat[]} */
  others(seat) {
    return [...this.seats.values()].filter((entry) => entry.seat !== seat);
  }

  /** @param {number | null} seat */
  drop(seat) {
    this.seats.get(seat)?.connection?.close();
    this.seats.delete(seat);
  }

  forget() {
    for (const entry of this.seats.values()) entry.connection?.close();
    this.seats.clear();
    forgetLocalSeats(this.code);
  }

  /** @param {string} lang */
  setLang(lang) {
    for (const entry of this.seats.values()) entry.connection?.setLang(lang);
  }

  /** Whether the host's seat is one of this device's.
   * @param {TableSummary | null} summary @returns {boolean} */
  isHostHere(summary) {
    return Boolean(summary) && this.on() && this.seats.has(summary?.host_seat ?? null);
  }

  /** The host seat's connection when it is local (host commands go through it).
   * @param {TableSummary | null} summary */
  hostConnection(summary) {
    if (!summary || !this.on()) return null;
    return this.seats.get(summary.host_seat)?.connection || null;
  }

  /** The cover that waits for the next local person.
   * @param {string} name @param {() => void} onGo @returns {HTMLElement} */
  renderCover(name, onGo) {
    const box = el("div", "cover-inner");
    box.append(el("h2", "", t("pass.to", { name })), el("p", "help", t("pass.hint", { name })));
    const go = el("button", "primary big cover-go", t("pass.go", { name }));
    go.type = "button";
    go.addEventListener("click", onGo);
    box.append(go);
    return box;
  }
}
