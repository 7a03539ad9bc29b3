// What the server says about each game to draw and tell it (docs/protocol.md, "Faces"):
// how a card code splits into colour and face, colours and symbols, each face's layout
// and words (catalogue keys), the table's layout, the dialogs of a decision and the
// game's own event lines. Asked once before any page module runs, like the catalogue,
// so that every lookup stays synchronous; a game the page has no faces of shows its
// cards by their codes.

import { getVariants } from "./api.js";

/** @type {Map<string, Faces>} */
const FACES = new Map();
/** @type {string | null} */
let firstGame = null;

/** Keeps the faces of every game in `variants` (the entries of GET /api/variants).
 * @param {VariantInfo[] | undefined} variants */
export function learnFaces(variants) {
  for (const entry of variants || []) {
    if (entry.faces) FACES.set(entry.name, entry.faces);
    if (entry.default) firstGame = entry.name;
  }
}

try {
  learnFaces((await getVariants()).variants);
} catch {
  // no server: every card shows its code, the page still works
}

/** The faces of `variant` ({} when unknown).
 * @param {string | null | undefined} variant
 * @returns {Faces} */
export function facesOf(variant) {
  return (variant && FACES.get(variant)) || {};
}

/** The game offered first (the server's default), or null.
 * @returns {string | null} */
export function defaultGame() {
  return firstGame;
}
