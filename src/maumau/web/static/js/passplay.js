// Pass-and-play: several people at one device. Each local person has
// their own seat token and their own connection, so the server sends each seat only its own
// view; the page shows one seat at a time and covers the table ("Gib das Gerät an Anna
// weiter") until the next local person taps.

import { t } from "./i18n.js";
import { forgetLocalSeats, loadLocalSeats } from "./storage.js";

function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export class PassPlay {
  constructor(code) {
    this.code = code;
    this.seats = new Map();
    for (const local of loadLocalSeats(code)) this.seats.set(local.seat, { ...local });
    this.active = null;
    this.covered = null;
  }

  /** Whether more than one person plays at this device. */
  on() {
    return this.seats.size > 1;
  }

  has(seat) {
    return this.seats.has(seat);
  }

  get(seat) {
    return this.seats.get(seat);
  }

  name(seat) {
    return this.seats.get(seat)?.name || null;
  }

  /** The entry of the seat this page opens with (made if the device has no local list). */
  entry(seat, token) {
    const known = [...this.seats.values()].find((entry) => entry.token === token);
    if (known) return known;
    const made = { seat, token, name: null };
    if (seat !== null && seat !== undefined) this.seats.set(seat, made);
    return made;
  }

  others(seat) {
    return [...this.seats.values()].filter((entry) => entry.seat !== seat);
  }

  drop(seat) {
    this.seats.get(seat)?.connection?.close();
    this.seats.delete(seat);
  }

  forget() {
    for (const entry of this.seats.values()) entry.connection?.close();
    this.seats.clear();
    forgetLocalSeats(this.code);
  }

  setLang(lang) {
    for (const entry of this.seats.values()) entry.connection?.setLang(lang);
  }

  /** Whether the host's seat is one of this device's. */
  isHostHere(summary) {
    return Boolean(summary) && this.on() && this.seats.has(summary.host_seat);
  }

  /** The host seat's connection when it is local (host commands go through it). */
  hostConnection(summary) {
    if (!summary || !this.on()) return null;
    return this.seats.get(summary.host_seat)?.connection || null;
  }

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
