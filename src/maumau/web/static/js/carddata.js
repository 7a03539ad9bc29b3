// What a card code means in each game: its colour or suit, face, name and effect. The
// words come from the one catalogue (keys card.<game>.<face>, page.colour.*, page.effect.*,
// see docs/i18n.md); card codes follow RULES.md "Card codes".

import { hasText, t } from "./i18n.js";

/** Colours and suits: the paint and the shape every colour also carries (names: colourName). */
export const COLOURS = {
  classic: {
    C: { paint: "#1f1f1f", shape: "club", letter: "♣" },
    S: { paint: "#1b7a3a", shape: "spade", letter: "♠" },
    H: { paint: "#cc1f2d", shape: "heart", letter: "♥" },
    D: { paint: "#d9760a", shape: "diamond", letter: "♦" },
  },
  tabaluga: {
    g: { paint: "#2e8b3d", shape: "leaf", letter: "G" },
    b: { paint: "#1f63c4", shape: "drop", letter: "B" },
    r: { paint: "#d0242e", shape: "flame", letter: "R" },
    y: { paint: "#e3b100", shape: "sun", letter: "Y" },
  },
  emojical: {
    y: { paint: "#e6b400", shape: "star", letter: "Y" },
    p: { paint: "#8a3fc2", shape: "heart", letter: "P" },
    g: { paint: "#2e8b3d", shape: "triangle", letter: "G" },
    b: { paint: "#1f63c4", shape: "circle", letter: "B" },
  },
  heuldoch: {
    r: { paint: "#d0242e", shape: "diamond", letter: "R" },
    o: { paint: "#ea7a10", shape: "square", letter: "O" },
    y: { paint: "#e0b000", shape: "star", letter: "Y" },
    g: { paint: "#2e8b3d", shape: "triangle", letter: "G" },
    b: { paint: "#1f63c4", shape: "circle", letter: "B" },
    p: { paint: "#8a3fc2", shape: "heart", letter: "P" },
    k: { paint: "#222222", shape: "cross", letter: "K" },
  },
};

export function colourInfo(variant, key) {
  return (COLOURS[variant] || {})[key] || null;
}

/** A colour's or suit's name: classic suits have their own, the colours are shared. */
export function colourName(variant, key) {
  if (!colourInfo(variant, key)) return key;
  return variant === "classic" ? t(`colour.classic.${key}`) : t(`colour.${key}`);
}

const RANK_SHORT = new Set(["T", "J", "Q", "K", "A"]);
const EMOJI_FACES = ["smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry"];
const SPECIALS = new Set(["katapult", "strandtuch", "karussell", "werwolf"]);

/** A face's name from the catalogue (card.<game>.<face>, ranks as choice.rank.<rank>), or
 * the face itself (digits). */
function faceName(variant, face) {
  const key = variant === "classic" && face !== "X" ? `choice.rank.${face}` : `card.${variant}.${face}`;
  return hasText(key) ? t(key) : face;
}

/** Splits a card code into colour key (or null) and face. */
export function splitCode(variant, code) {
  if (variant === "classic") {
    if (code === "X") return { colour: null, face: "X" };
    return { colour: code.slice(-1), face: code.slice(0, -1) };
  }
  if (variant === "emojical") {
    const at = code.lastIndexOf(":");
    return at < 0 ? { colour: null, face: code } : { colour: code.slice(0, at), face: code.slice(at + 1) };
  }
  if (variant === "tabaluga") {
    if (code === "W") return { colour: null, face: "W" };
    return { colour: code[0], face: code.slice(1) };
  }
  if (SPECIALS.has(code) || code === "onion") return { colour: null, face: code };
  return { colour: code[0], face: code.slice(1) };
}

export function rankShort(face) {
  return RANK_SHORT.has(face) ? t(`rank_short.${face}`) : face;
}

export function isEmojiFace(face) {
  return EMOJI_FACES.includes(face);
}

/** The card's name in words: "Herz-Bube", "Blau 7", "Grün Kartentausch". */
export function cardName(variant, code) {
  if (code === "onion") return t("card.onion_face_down");
  const { colour, face } = splitCode(variant, code);
  const name = faceName(variant, face);
  if (!colour) return name;
  const colourText = colourName(variant, colour);
  if (variant === "classic") return t("card.name.classic", { colour: colourText, rank: name });
  return t("card.name", { colour: colourText, face: name });
}

function classicEffect(face, options) {
  const effects = [];
  if (face === "X") effects.push(t("effect.classic.joker"));
  if (options.draw_two_rank === face) effects.push(t("effect.classic.draw_two"));
  if (options.skip_rank === face) effects.push(t("effect.classic.skip"));
  if (options.reverse_rank === face) effects.push(t("effect.classic.reverse"));
  if (options.wish_rank === face) effects.push(t("effect.classic.wish"));
  if (options.draw_n_rank === face) effects.push(t("effect.classic.draw_n", { n: options.draw_n }));
  return effects.join(" ");
}

/** The catalogue's effect of a face (page.effect.<game>.<face>), "" where it has none. */
function effectOf(variant, face) {
  const key = `effect.${variant}.${face}`;
  return hasText(key) ? t(key) : "";
}

/** What the card does, in one or two sentences ("" for a plain card). */
export function cardEffect(variant, code, options = {}) {
  const { face } = splitCode(variant, code);
  if (variant === "classic") return classicEffect(face, options);
  if (variant === "tabaluga") return effectOf(variant, face);
  if (variant === "emojical") {
    if (isEmojiFace(face)) return t("effect.emojical.smiley");
    if (face === "extra" && options.extra_card === "pass_hands") return t("effect.emojical.pass_hands");
    return effectOf(variant, face);
  }
  if (code === "onion") return "";
  if (SPECIALS.has(face)) return effectOf(variant, face);
  return t("effect.heuldoch.number");
}

/** The tooltip of a card: name, then what it does. */
export function cardTitle(variant, code, options) {
  const effect = cardEffect(variant, code, options);
  const name = cardName(variant, code);
  return effect ? t("card.with_effect", { name, effect }) : name;
}

export function describeChoice(variant, choice) {
  if (choice === "any") return t("table.wish_any");
  return colourName(variant, choice);
}
