// Why a move was refused, in the player's language: the library's refusal code and params
// (sent with the server's illegal_action error) rendered by the catalogue, with card codes
// and suits as the page names them ("Kreuz 7 passt nicht auf Karo 9").

import { cardName, colourName } from "./carddata.js";
import { refusalText } from "./i18n.js";

const CARD_PARAMS = new Set(["card", "top", "drawn"]);
const COLOUR_PARAMS = new Set(["suit", "colour"]);

/** The params with cards and suits in words of the current language.
 * @param {string} variant
 * @param {Params | undefined} params
 * @returns {Params} */
export function readableParams(variant, params) {
  /** @type {Params} */
  const readable = {};
  for (const [name, value] of Object.entries(params || {})) {
    if (typeof value === "string" && CARD_PARAMS.has(name)) readable[name] = cardName(variant, value);
    else if (typeof value === "string" && COLOUR_PARAMS.has(name)) readable[name] = colourName(variant, value) || value;
    else readable[name] = value;
  }
  return readable;
}

/** The sentence for a refusal {code, params}; `fallback` (the server's English) if unknown.
 * @param {string | null | undefined} variant
 * @param {Reason | null | undefined} reason
 * @param {string} [fallback]
 * @returns {string} */
export function refusalMessage(variant, reason, fallback = "") {
  if (!reason || typeof reason.code !== "string") return fallback;
  return refusalText(reason.code, readableParams(variant ?? "", reason.params), fallback);
}
