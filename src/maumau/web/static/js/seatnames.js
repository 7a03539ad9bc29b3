// How a seat is called: the player's name, "Bot 3" for a bot, "Platz 2" for an open seat.

import { t } from "./i18n.js";

export function seatName(summary, seat) {
  const info = summary?.seats?.[seat];
  if (info && info.name) return info.name;
  if (info && info.kind === "bot") return `${t("table.bot_name")} ${seat + 1}`;
  return t("seat.name", { n: seat + 1 });
}
