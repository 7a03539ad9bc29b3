// Cards drawn as SVG from the game's faces (faces.js): each face names a layout below
// (pips, court, joker, banner, colour wheel, emblem, picture) and its symbols; every
// colour also shows its shape. A card the faces do not describe shows its code.

import { cardInfo, cardLabel, colourInfo, faceShort, shownFirst, splitCode } from "./carddata.js";
import { facesOf } from "./faces.js";
import { t } from "./i18n.js";
import { shapePath } from "./shapes.js";

const W = 100;
const H = 150;
const FONT = "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\"";

/** A card's frame round `inner`.
 * @param {string} inner @param {{fill?: string, stroke?: string}} [paint] @returns {string} */
function frame(inner, { fill = "#fffdf7", stroke = "#444" } = {}) {
  return `<svg viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">`
    + `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="9" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`
    + inner + "</svg>";
}

// The marks of the card being drawn (text → where it was written first): each mark is
// written once, a repeat (the turned corner, a corner that shows the big face small) is a
// <use> of it. The card's text is then what it shows, once each, and its name begins with
// that (cardElement; WCAG 2.5.3 "label in name").
/** @type {Map<string, {id: string, x: number, y: number, size: number}> | null} */
let marks = null;
let written = 0;

/** A mark of text at (x, y), or a <use> of the same mark written before.
 * @param {number} x @param {number} y @param {number} size @param {string} fill
 * @param {string} content @param {string} [extra] @returns {string} */
function text(x, y, size, fill, content, extra = "") {
  const first = marks && content ? marks.get(content) : undefined;
  if (first) {
    const scale = Number((size / first.size).toFixed(4));
    return `<use href="#${first.id}" fill="${fill}" `
      + `transform="translate(${x} ${y}) scale(${scale}) translate(${-first.x} ${-first.y})"/>`;
  }
  const attributes = `x="${x}" y="${y}" font-size="${size}" text-anchor="middle" `
    + `font-weight="bold" ${FONT} ${extra}`;
  if (!marks || !content) return `<text ${attributes} fill="${fill}">${content}</text>`;
  written += 1;
  const id = `card-mark-${written}`;
  marks.set(content, { id, x, y, size });
  // the paint on a group, so that a repeat may have another; the space parts the marks
  return `<g fill="${fill}"><text id="${id}" ${attributes}>${content}</text></g> `;
}

/** `draw()`'s SVG with each mark written once (see `text`).
 * @template T @param {() => T} draw @returns {T} */
function onceEach(draw) {
  marks = new Map();
  try {
    return draw();
  } finally {
    marks = null;
  }
}

/** What a drawn card shows: its marks in the order they are written ("K", "9 ♦").
 * @param {Element} element @returns {string} */
function shownOn(element) {
  return [...element.querySelectorAll("svg text")].map((mark) => (mark.textContent ?? "").trim())
    .filter(Boolean).join(" ");
}

/** The words printed on a card (a joker's, a colour change's, a special card's name): the
 * catalogue's text of the face's `caption` in the page's language, escaped for the SVG;
 * a `label` is a sign that is no word of a language.
 * @param {FaceSpec} spec @returns {string} */
function printed(spec) {
  const words = spec.caption ? t(spec.caption) : spec.label || "";
  return String(words).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Corner marks top-left and, turned, bottom-right: a face and the colour's shape.
 * @param {string} face @param {Colour | null} colour @param {string} paint @returns {string} */
function corners(face, colour, paint) {
  const faceSize = face.length > 1 ? 17 : 22;
  const mark = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ rotate) => `<g transform="rotate(${rotate} 50 75)">`
    + text(x, y, faceSize, paint, face)
    + (colour ? shapePath(colour.shape, x, y + 14, 14, paint) : "")
    + "</g>";
  return mark(16, 24, 0) + mark(16, 24, 180);
}

/** The colour's shape left and right of a big number, inside the oval.
 * @param {string} shape @param {string} paint @returns {string} */
function flankingShapes(shape, paint) {
  return shapePath(shape, 25, 75, 12, paint) + shapePath(shape, 75, 75, 12, paint);
}

/** @param {string} paint @returns {string} */
function banner(paint) {
  return `<rect x="8" y="8" width="84" height="134" rx="6" fill="${paint}"/>`
    + `<ellipse cx="50" cy="75" rx="34" ry="44" fill="#fffdf7"/>`;
}

/** A wheel of four quarters in `paints`, from the top clockwise.
 * @param {number} cx @param {number} cy @param {number} r @param {string[] | undefined} paints
 * @returns {string} */
function fourColourWheel(cx, cy, r, paints) {
  if (!paints) throw new Error("no paints");  // cardSvg then shows the code
  const wheel = paints;
  const quarter = (/** @type {number} */ i) => {
    const a0 = (Math.PI / 2) * i - Math.PI / 2;
    const a1 = a0 + Math.PI / 2;
    const p = (/** @type {number} */ a) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
    return `<path d="M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z" fill="${wheel[i]}"/>`;
  };
  return [0, 1, 2, 3].map(quarter).join("");
}

/** @param {number} cx @param {number} cy @param {string} paint @returns {string} */
function arrowsIcon(cx, cy, paint) {
  return `<g fill="none" stroke="${paint}" stroke-width="6" stroke-linecap="round">`
    + `<path d="M${cx - 18} ${cy - 6} H${cx + 14}"/><path d="M${cx + 18} ${cy + 8} H${cx - 14}"/></g>`
    + `<path d="M${cx + 12} ${cy - 16} L${cx + 24} ${cy - 6} L${cx + 12} ${cy + 4} Z" fill="${paint}"/>`
    + `<path d="M${cx - 12} ${cy - 2} L${cx - 24} ${cy + 8} L${cx - 12} ${cy + 18} Z" fill="${paint}"/>`;
}

/** @param {number} cx @param {number} cy @param {string} paint @returns {string} */
function stopIcon(cx, cy, paint) {
  return `<circle cx="${cx}" cy="${cy}" r="20" fill="none" stroke="${paint}" stroke-width="6"/>`
    + `<path d="M${cx - 13} ${cy + 13} L${cx + 13} ${cy - 13}" stroke="${paint}" stroke-width="6"/>`;
}

/** The corner marks of a banner card: a face (or its sign) over the colour's shape.
 * @param {string} face @param {string} shape @returns {string} */
function bannerCorners(face, shape) {
  const mark = () => `${text(20, 28, 18, "#fffdf7", face)}${shapePath(shape, 20, 42, 12, "#fffdf7")}`;
  return `<g fill="#fffdf7">${mark()}</g><g transform="rotate(180 50 75)">${mark()}</g>`;
}

/** A smiley face drawn from circles and strokes.
 * @param {string | undefined} face @param {number} cx @param {number} cy @param {number} r
 * @returns {string} */
function smiley(face, cx, cy, r) {
  const ink = "#222";
  const eye = (/** @type {number} */ dx) => `<circle cx="${cx + dx}" cy="${cy - r * 0.25}" r="${r * 0.11}" fill="${ink}"/>`;
  const stroke = `fill="none" stroke="${ink}" stroke-width="${r * 0.1}" stroke-linecap="round"`;
  const mouthSmile = `<path d="M${cx - r * 0.45} ${cy + r * 0.2} Q${cx} ${cy + r * 0.65} ${cx + r * 0.45} ${cy + r * 0.2}" ${stroke}/>`;
  let eyes = eye(-r * 0.35) + eye(r * 0.35);
  let mouth = mouthSmile;
  if (face === "wink") {
    eyes = eye(-r * 0.35) + `<path d="M${cx + r * 0.2} ${cy - r * 0.25} H${cx + r * 0.5}" ${stroke}/>`;
  } else if (face === "laugh") {
    mouth = `<path d="M${cx - r * 0.5} ${cy + r * 0.1} H${cx + r * 0.5} Q${cx + r * 0.45} ${cy + r * 0.7} ${cx} ${cy + r * 0.7} Q${cx - r * 0.45} ${cy + r * 0.7} ${cx - r * 0.5} ${cy + r * 0.1} Z" fill="${ink}"/>`;
  } else if (face === "cool") {
    eyes = `<path d="M${cx - r * 0.7} ${cy - r * 0.35} H${cx + r * 0.7} V${cy - r * 0.2} Q${cx + r * 0.45} ${cy + r * 0.1} ${cx + r * 0.1} ${cy - r * 0.15} H${cx - r * 0.1} Q${cx - r * 0.45} ${cy + r * 0.1} ${cx - r * 0.7} ${cy - r * 0.2} Z" fill="${ink}"/>`;
  } else if (face === "love") {
    eyes = shapePath("heart", cx - r * 0.35, cy - r * 0.25, r * 0.4, "#d0242e")
      + shapePath("heart", cx + r * 0.35, cy - r * 0.25, r * 0.4, "#d0242e");
  } else if (face === "tongue") {
    mouth = mouthSmile + `<path d="M${cx - r * 0.15} ${cy + r * 0.38} h${r * 0.3} v${r * 0.2} a${r * 0.15} ${r * 0.15} 0 0 1 ${-r * 0.3} 0 Z" fill="#e0506a"/>`;
  } else if (face === "sad") {
    mouth = `<path d="M${cx - r * 0.4} ${cy + r * 0.5} Q${cx} ${cy + r * 0.1} ${cx + r * 0.4} ${cy + r * 0.5}" ${stroke}/>`;
  } else if (face === "angry") {
    eyes += `<path d="M${cx - r * 0.6} ${cy - r * 0.55} L${cx - r * 0.15} ${cy - r * 0.38}" ${stroke}/>`
      + `<path d="M${cx + r * 0.6} ${cy - r * 0.55} L${cx + r * 0.15} ${cy - r * 0.38}" ${stroke}/>`;
    mouth = `<path d="M${cx - r * 0.4} ${cy + r * 0.45} Q${cx} ${cy + r * 0.2} ${cx + r * 0.4} ${cy + r * 0.45}" ${stroke}/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffd43b" stroke="${ink}" stroke-width="${r * 0.06}"/>` + eyes + mouth;
}

/** @param {string} paint @returns {string} */
function shieldIcon(paint) {
  return `<path d="M50 45 L74 54 V76 C74 92 62 102 50 107 C38 102 26 92 26 76 V54 Z" fill="${paint}"/>`
    + `<path d="M40 76 L48 84 L62 66" fill="none" stroke="#fffdf7" stroke-width="6" stroke-linecap="round"/>`;
}

/** @param {string} paint @returns {string} */
function giftIcon(paint) {
  return `<rect x="28" y="64" width="44" height="34" rx="3" fill="${paint}"/>`
    + `<rect x="24" y="54" width="52" height="12" rx="3" fill="${paint}"/>`
    + `<rect x="46" y="54" width="8" height="44" fill="#fffdf7"/>`
    + `<path d="M50 54 C40 40 30 48 42 54 M50 54 C60 40 70 48 58 54" fill="none" stroke="${paint}" stroke-width="4"/>`;
}

/** @param {string} paint @returns {string} */
function diceIcon(paint) {
  return `<rect x="30" y="55" width="40" height="40" rx="7" fill="${paint}"/>`
    + [[40, 65], [60, 65], [50, 75], [40, 85], [60, 85]]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#fffdf7"/>`).join("");
}

/** An onion (Heul doch!) centred on (cx, cy), `size` units high.
 * @param {number} cx @param {number} cy @param {number} size @returns {string} */
function onionIcon(cx, cy, size) {
  const s = size / 60;
  return `<g transform="translate(${cx} ${cy}) scale(${s.toFixed(3)})">`
    + `<path d="M0 -30 C6 -18 28 -8 26 10 C24 26 10 30 0 30 C-10 30 -24 26 -26 10 C-28 -8 -6 -18 0 -30 Z" fill="#b6559f" stroke="#6d2a5e" stroke-width="2"/>`
    + `<path d="M0 -28 C-8 -10 -12 10 -4 28 M0 -28 C8 -10 12 10 4 28" fill="none" stroke="#f3c7e6" stroke-width="2"/>`
    + `<path d="M-6 30 L-8 36 M0 30 V37 M6 30 L8 36" stroke="#6d2a5e" stroke-width="2"/>`
    + `<path d="M0 -30 C-3 -38 -2 -42 -6 -46 M0 -30 C3 -38 4 -42 8 -45" fill="none" stroke="#3c8c3c" stroke-width="3"/>`
    + "</g>";
}

/** The pictures in the middle of a card, by the name a face gives: (paint, face's
 * description, face) → SVG.
 * @type {Record<string, (paint: string, spec: FaceSpec, face: string) => string>} */
const ICONS = {
  arrows: (paint) => arrowsIcon(50, 75, paint),
  stop: (paint) => stopIcon(50, 75, paint),
  shield: shieldIcon,
  gift: giftIcon,
  dice: diceIcon,
  wheel: (paint, spec) => fourColourWheel(50, 75, 28, spec.paints),
  wheel_and_face: (paint, spec, face) => fourColourWheel(50, 66, 22, spec.paints) + text(50, 112, 28, paint, face),
  star: (paint, spec) => shapePath("star", 50, 75, 60, paint) + text(50, 80, 10, "#fffdf7", printed(spec)),
  smiley: (paint, spec) => smiley(spec.mood, 50, 75, 28),
  onion: () => onionIcon(50, 72, 62),
  catapult: (paint) => `<path d="M26 100 L74 60" stroke="${paint}" stroke-width="7" stroke-linecap="round"/>`
    + `<circle cx="74" cy="52" r="9" fill="${paint}"/><rect x="22" y="98" width="56" height="8" rx="3" fill="${paint}"/>`,
  towel: (paint) => `<rect x="28" y="50" width="44" height="52" rx="4" fill="${paint}"/>`
    + [58, 70, 82, 94].map((y) => `<rect x="28" y="${y}" width="44" height="5" fill="#fffdf7"/>`).join(""),
  carousel: (paint) => `<circle cx="50" cy="76" r="24" fill="none" stroke="${paint}" stroke-width="6"/>`
    + `<path d="M70 50 L78 70 L60 66 Z" fill="${paint}"/><path d="M30 102 L22 82 L40 86 Z" fill="${paint}"/>`,
  wolf: (paint) => `<circle cx="50" cy="78" r="24" fill="${paint}"/>`
    + `<path d="M30 62 L34 40 L44 56 Z M70 62 L66 40 L56 56 Z" fill="${paint}"/>`
    + `<circle cx="42" cy="74" r="4" fill="#ffd43b"/><circle cx="58" cy="74" r="4" fill="#ffd43b"/>`,
};

/** @param {string | undefined} name @param {string} paint @param {FaceSpec} spec @param {string} face
 * @returns {string} */
function icon(name, paint, spec, face) {
  const draw = name === undefined ? undefined : ICONS[name];
  if (!draw) throw new Error(`no icon ${name}`);
  return draw(paint, spec, face);
}

/** The layouts a face names in `draw`; each gets the card's face, its description
 * (`spec`), its colour (or null) and the game's faces; a layout that needs a colour
 * throws without one (cardSvg then shows the code).
 * @type {Record<string, (card: DrawnCard) => string>} */
const LAYOUTS = {
  /** A plain French card: corners, the suit's shape big, its letter below. */
  pip({ variant, face, colour: maybe }) {
    const colour = painted(maybe);
    const label = faceShort(variant, face);
    return frame(corners(label, colour, colour.paint) + shapePath(colour.shape, 50, 72, 48, colour.paint)
      + text(50, 124, 16, colour.paint, colour.letter));
  },
  /** A French court card: corners, a frame with the rank's letter over the suit's shape. */
  court({ variant, face, colour: maybe }) {
    const colour = painted(maybe);
    const label = faceShort(variant, face);
    const paint = colour.paint;
    return frame(corners(label, colour, paint)
      + `<rect x="26" y="38" width="48" height="74" rx="6" fill="none" stroke="${paint}" stroke-width="2"/>`
      + text(50, 80, 34, paint, label) + shapePath(colour.shape, 50, 98, 18, paint));
  },
  /** A joker: a big star, its caption below, a sign in two corners. */
  joker({ spec }) {
    const paint = spec.paint ?? "";
    const corner = spec.corner ?? "";
    return frame(shapePath("star", 50, 68, 54, paint)
      + text(50, 122, 18, paint, printed(spec)) + text(16, 26, 20, paint, corner)
      + text(84, 136, 20, paint, corner));
  },
  /** A colour wheel on dark ground: a letter in the middle, a caption below. */
  wheel({ spec }) {
    return frame(`<rect x="8" y="8" width="84" height="134" rx="6" fill="#333"/>`
      + fourColourWheel(50, 75, 30, spec.paints) + `<circle cx="50" cy="75" r="12" fill="#fffdf7"/>`
      + text(50, 81, 16, "#333", spec.letter ?? "") + text(50, 132, 11, "#fff", printed(spec)));
  },
  /** The colour as a banner round an oval: a big face or a picture, the colour's shape
   * beside it ("flank") or below, the face and shape in two corners. */
  banner({ face, spec, colour: maybe }) {
    const colour = painted(maybe);
    const paint = colour.paint;
    const long = face.length > 1;
    const middle = spec.icon ? icon(spec.icon, paint, spec, face)
      : text(50, spec.y ?? (long ? 90 : 94), spec.size ?? (long ? 40 : 52), paint, face);
    const symbol = spec.symbol === "flank" ? flankingShapes(colour.shape, paint)
      : shapePath(colour.shape, 50, 111, 14, paint);
    return frame(banner(paint) + middle + symbol + bannerCorners(spec.corner ?? face, colour.shape));
  },
  /** A banner in the colour (the game's grey without one) round a picture or a big face;
   * the colour's shape and a sign in two corners. */
  emblem({ face, spec, colour, faces }) {
    const paint = colour ? colour.paint : faces.colourless_paint || "#6b6b6b";
    const middle = spec.icon ? icon(spec.icon, paint, spec, face) : text(50, 90, 40, paint, face);
    const corner = spec.corner || "";
    const mark = (/** @type {number} */ rotate) => `<g transform="rotate(${rotate} 50 75)">`
      + (colour ? shapePath(colour.shape, 19, 21, 16, "#fffdf7") : "")
      + (corner ? text(colour ? 19 : 20, colour ? 44 : 28, 14, "#fffdf7", corner) : "") + "</g>";
    return frame(banner(paint) + middle + mark(0) + mark(180));
  },
  /** A picture on a plain ground with a caption below (a word of the catalogue). */
  picture({ face, spec }) {
    const ink = spec.ink || "#444";
    return frame(`<rect x="8" y="8" width="84" height="134" rx="6" fill="${spec.background || "#fffdf7"}"/>`
      + icon(spec.icon, ink, spec, face) + text(50, 132, spec.caption_size || 12, ink, printed(spec)));
  },
};

/** A layout's colour: a card of that layout without one cannot be drawn.
 * @param {Colour | null} colour @returns {Colour} */
function painted(colour) {
  if (!colour) throw new Error("no colour");
  return colour;
}

/** The SVG markup of a card's face by its layout, or null where the faces do not describe it.
 * @param {string} variant @param {string} code @returns {string | null} */
function drawCard(variant, code) {
  const { colour: key, face } = splitCode(variant, code);
  const spec = cardInfo(variant, code);
  const layout = spec && spec.draw !== undefined ? LAYOUTS[spec.draw] : undefined;
  if (!spec || !layout) return null;
  const colour = key === null ? null : colourInfo(variant, key);
  if (key !== null && !colour) return null;
  return layout({ variant, face, spec, colour, faces: facesOf(variant) });
}

/** The SVG markup of a card's face.
 * @param {string} variant @param {string} code @returns {string} */
export function cardSvg(variant, code) {
  try {
    const drawn = onceEach(() => drawCard(variant, code));
    if (drawn) return drawn;
  } catch {
    // a code the faces cannot draw: fall through to the plain label
  }
  return onceEach(() => frame(text(50, 82, 20, "#333", code, 'class="unknown-card"')));
}

/** The SVG markup of a card's back.
 * @returns {string} */
export function backSvg() {
  let pattern = "";
  for (let y = 20; y < 140; y += 16) {
    for (let x = 18; x < 90; x += 16) pattern += `<circle cx="${x}" cy="${y}" r="3" fill="#7fa7d9"/>`;
  }
  return onceEach(() => frame(`<rect x="8" y="8" width="84" height="134" rx="6" fill="#1d4f91"/>` + pattern
    + `<ellipse cx="50" cy="75" rx="30" ry="16" fill="#1d4f91" stroke="#fffdf7" stroke-width="2"/>`
    + text(50, 80, 15, "#fffdf7", "MAU"), { fill: "#fffdf7", stroke: "#1d4f91" }));
}

/** A card element: a <button> when it can be clicked, else a <div>; named by what it
 * shows, then its name and effect ("K, Kreuz-König", carddata.js cardLabel).
 * @param {string} variant @param {string} code
 * @param {{options?: Record<string, unknown>, button?: boolean, extraTitle?: string}} [how]
 * @returns {HTMLElement} */
export function cardElement(variant, code, { options = {}, button = false, extraTitle = "" } = {}) {
  const element = document.createElement(button ? "button" : "div");
  element.className = "card";
  if (element instanceof HTMLButtonElement) element.type = "button";
  element.dataset.code = code;
  element.innerHTML = cardSvg(variant, code);
  const title = cardLabel(variant, code, options, shownOn(element))
    + (extraTitle ? " – " + extraTitle : "");
  element.title = title;
  if (!button) element.setAttribute("role", "img"); // a picture with its name (a11y)
  element.setAttribute("aria-label", title);
  return element;
}

/** A card's back, named (when `label` is given) by what it shows, then `label`.
 * @param {string} [label] @returns {HTMLElement} */
export function backElement(label = "") {
  const element = document.createElement("div");
  element.className = "card back";
  element.innerHTML = backSvg();
  if (label) {
    const name = shownFirst(shownOn(element), label);
    element.title = name;
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", name);
  }
  return element;
}

export { onionIcon };
