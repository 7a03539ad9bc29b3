// How a seat is called: the player's name, "Bot 3" for a bot, "Platz 2" for an open seat;
// and its label with the number people count with (from 1): "Platz 2 (Anna)". The one
// place on the page that turns the library's 0-based seat index into a seat's number.

import { t } from "./i18n.js";

/** The number people give the seat with index `seat` (the first seat is 1).
 * @param {number} seat
 * @returns {number} */
export function place(seat) {
  return seat + 1;
}

/** A seat's name: the player's, "Bot 3", or "Platz 2" for an open seat.
 * @param {TableSummary | null | undefined} summary
 * @param {number} seat
 * @returns {string} */
export function seatName(summary, seat) {
  const info = summary?.seats?.[seat];
  if (info && info.name) return info.name;
  if (info && info.kind === "bot") return `${t("table.bot_name")} ${place(seat)}`;
  return t("seat.name", { n: place(seat) });
}

/** "Platz 2 (Anna)": the seat's number with the player's name (just "Platz 2" when the
 * seat is open).
 * @param {TableSummary | null | undefined} summary
 * @param {number} seat
 * @returns {string} */
export function seatLabel(summary, seat) {
  const info = summary?.seats?.[seat];
  if (!info || info.kind === "open") return t("seat.label", { place: place(seat) });
  return t("seat.label.named", { place: place(seat), name: seatName(summary, seat) });
}
