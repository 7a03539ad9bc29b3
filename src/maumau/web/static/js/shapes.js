// The symbols every colour and suit carries, as SVG path data in a box from -10 to 10.

/** @param {number} points @param {number} outer @param {number} inner @returns {string} */
function starPath(points, outer, inner) {
  const corners = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return "M" + corners.join(" L") + " Z";
}

/** @type {Record<string, string>} */
const PATHS = {
  heart: "M0 8.5 C-13 0 -9 -12 0 -4.5 C9 -12 13 0 0 8.5 Z",
  diamond: "M0 -10 L7.5 0 L0 10 L-7.5 0 Z",
  spade: "M0 -10 C12 -1 9 9 1 4.5 L3.5 10 L-3.5 10 L-1 4.5 C-9 9 -12 -1 0 -10 Z",
  club: "M0 -10 A4.6 4.6 0 0 1 3.2 -2.2 A4.6 4.6 0 1 1 1.2 5.2 L3.5 10 L-3.5 10 L-1.2 5.2 "
    + "A4.6 4.6 0 1 1 -3.2 -2.2 A4.6 4.6 0 0 1 0 -10 Z",
  star: starPath(5, 10, 4.2),
  sun: starPath(10, 10, 6.5),
  triangle: "M0 -9.5 L9.5 7.5 L-9.5 7.5 Z",
  circle: "M-8.5 0 A8.5 8.5 0 1 0 8.5 0 A8.5 8.5 0 1 0 -8.5 0 Z",
  square: "M-7.5 -7.5 H7.5 V7.5 H-7.5 Z",
  cross: "M-3.2 -9.5 H3.2 V-3.2 H9.5 V3.2 H3.2 V9.5 H-3.2 V3.2 H-9.5 V-3.2 H-3.2 Z",
  drop: "M0 -10 C5 -3 8 1 8 4 A8 6.5 0 0 1 -8 4 C-8 1 -5 -3 0 -10 Z",
  leaf: "M-8 8 C-9 -4 -2 -9 9 -9 C9 2 4 9 -8 8 Z",
  flame: "M0 -10 C3 -5 9 -1 8 4 C7 8 3 10 0 10 C-3 10 -7 8 -8 4 C-9 -1 -3 -3 -2 -7 C0 -4 1 -6 0 -10 Z",
};

/** An SVG path for `shape`, centred on (x, y), `size` units across.
 * @param {string} shape @param {number} x @param {number} y @param {number} size
 * @param {string} fill @param {string} [extra] @returns {string} */
export function shapePath(shape, x, y, size, fill, extra = "") {
  const scale = (size / 20).toFixed(3);
  const d = PATHS[shape] || PATHS.circle;
  return `<path d="${d}" fill="${fill}" transform="translate(${x} ${y}) scale(${scale})" ${extra}/>`;
}

/** A small inline SVG of one shape, for dialogs and the wish badge.
 * @param {string} shape @param {string} fill @param {number} [size] @returns {string} */
export function shapeIcon(shape, fill, size = 18) {
  return `<svg class="shape-icon" viewBox="-11 -11 22 22" width="${size}" height="${size}" aria-hidden="true">`
    + `<path d="${PATHS[shape] || PATHS.circle}" fill="${fill}" stroke="#fff" stroke-width="0.8"/></svg>`;
}
