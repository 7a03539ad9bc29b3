// What a card code means in a game, read from the game's faces (faces.js): its colour,
// face, name and effect. The words come from the one catalogue (the faces name the keys,
// see docs/i18n.md); card codes follow docs/rules.md "Card codes".

import { facesOf } from "./faces.js";
import { hasText, t, tn } from "./i18n.js";

/** A colour's paint, shape and letter (its name: colourName), or null.
 * @param {string} variant @param {string} key @returns {Colour | null} */
export function colourInfo(variant, key) {
  return (facesOf(variant).colours || {})[key] || null;
}

/** A colour's or suit's name, the key itself when the game has no such colour.
 * @param {string} variant @param {string} key @returns {string} */
export function colourName(variant, key) {
  const colour = colourInfo(variant, key);
  if (!colour) return key;
  return colour.name ? t(colour.name) : key;
}

/** Splits a card code into colour key (or null) and face, as the game's faces say.
 * @param {string} variant @param {string} code @returns {{colour: string | null, face: string}} */
export function splitCode(variant, code) {
  const rule = /** @type {Partial<import("./faces.schema").CodeRule>} */ (facesOf(variant).code || {});
  if ((rule.colourless || []).includes(code)) return { colour: null, face: code };
  switch (rule.colour) {
    case "end":
      return { colour: code.slice(-1), face: code.slice(0, -1) };
    case "start":
      return { colour: code[0], face: code.slice(1) };
    case "separator": {
      const separator = rule.separator;
      const at = separator === undefined ? -1 : code.lastIndexOf(separator);
      if (separator === undefined || at < 0) return { colour: null, face: code };
      return { colour: code.slice(0, at), face: code.slice(at + separator.length) };
    }
    default:
      return { colour: null, face: code };
  }
}

/** What the game says of a face (its layout, words, effect), or null.
 * @param {string} variant @param {string | null} face @returns {FaceSpec | null} */
export function faceInfo(variant, face) {
  return (face !== null && (facesOf(variant).faces || {})[face]) || null;
}

/** The face's description of the card `code`, or null.
 * @param {string} variant @param {string} code @returns {FaceSpec | null} */
export function cardInfo(variant, code) {
  return faceInfo(variant, splitCode(variant, code).face);
}

/** A catalogue key's text where the catalogue has it, else `fallback`.
 * @param {string | undefined} key @param {string} fallback @param {Params} [params] @returns {string} */
function textOr(key, fallback, params = {}) {
  return key && hasText(key) ? t(key, params) : fallback;
}

/** A face's short label on the card (a rank's letter), the face itself by default.
 * @param {string} variant @param {string} face @returns {string} */
export function faceShort(variant, face) {
  return textOr(faceInfo(variant, face)?.short, face);
}

/** A face's name from the catalogue, or the face itself (digits).
 * @param {string} variant @param {string} face @returns {string} */
function faceName(variant, face) {
  return textOr(faceInfo(variant, face)?.name, face);
}

/** The card's name in words: "Herz-Bube", "Blau 7", "Grün Kartentausch".
 * @param {string} variant @param {string} code @returns {string} */
export function cardName(variant, code) {
  const { colour, face } = splitCode(variant, code);
  const name = faceName(variant, face);
  if (!colour) return name;
  const colourText = colourName(variant, colour);
  return t(facesOf(variant).card_name || "card.name", { colour: colourText, face: name, rank: name });
}

/** The effects an option gives a face: its rank option's value is the face, or the
 * option has the value the entry names.
 * @param {string} variant @param {string} face @param {Record<string, unknown>} options
 * @returns {string[]} */
function optionEffects(variant, face, options) {
  /** @type {string[]} */
  const effects = [];
  for (const entry of facesOf(variant).option_effects || []) {
    const value = options[entry.option];
    const fits = entry.value === undefined ? value === face : entry.face === face && value === entry.value;
    if (!fits) continue;
    const params = Object.fromEntries(Object.entries(entry.params || {}).map(([field, option]) => [field, options[option]]));
    // a count `n` picks the plural form ("zieht 1 Karte")
    effects.push(typeof params.n === "number" ? tn(entry.effect, params.n, params) : t(entry.effect, params));
  }
  return effects;
}

/** What the card does, in one or two sentences ("" for a plain card).
 * @param {string} variant @param {string} code @param {Record<string, unknown>} [options]
 * @returns {string} */
export function cardEffect(variant, code, options = {}) {
  const { face } = splitCode(variant, code);
  const effects = optionEffects(variant, face, options);
  if (effects.length) return effects.join(" ");
  return textOr(faceInfo(variant, face)?.effect, "");
}

/** The tooltip of a card: name, then what it does.
 * @param {string} variant @param {string} code @param {Record<string, unknown>} [options]
 * @returns {string} */
export function cardTitle(variant, code, options) {
  const effect = cardEffect(variant, code, options);
  const name = cardName(variant, code);
  return effect ? t("card.with_effect", { name, effect }) : name;
}

/** A name that begins with what its card shows ("K", "9 ♦", "MAU": the marks printed on
 * it), so that speech input can say what it sees (WCAG 2.5.3): "K, Kreuz-König".
 * @param {string} shown @param {string} name @returns {string} */
export function shownFirst(shown, name) {
  return shown ? t("card.shown", { shown, name }) : name;
}

/** The accessible name of a card that shows `shown`: that, then its name and effect.
 * @param {string} variant @param {string} code @param {Record<string, unknown>} options
 * @param {string} shown @returns {string} */
export function cardLabel(variant, code, options, shown) {
  return shownFirst(shown, cardTitle(variant, code, options));
}

/** A choice in words: the game's word for it ("any") or the colour's name.
 * @param {string} variant @param {string} choice @returns {string} */
export function describeChoice(variant, choice) {
  const word = (facesOf(variant).choices || {})[choice];
  if (word) return t(word);
  return colourName(variant, choice);
}
