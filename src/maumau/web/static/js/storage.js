// What the browser remembers: the seat token per table, the language, the hint switch.

const PREFIX = "maumau.";

/** @param {string} key @returns {string | null} */
function read(key) {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** @param {string} key @param {string | null} value */
function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // private mode or storage full: the page still works, it only forgets
  }
}

/** The seat this browser holds at table `code`, or null.
 * @param {string} code @returns {{token: string, seat: number | null} | null} */
export function loadSeat(code) {
  const text = read("table." + code);
  if (!text) return null;
  try {
    const seat = JSON.parse(text);
    return typeof seat.token === "string" ? seat : null;
  } catch {
    return null;
  }
}

/** @param {string} code @param {string} token @param {number | null} seat */
export function saveSeat(code, token, seat) {
  write("table." + code, JSON.stringify({ token, seat }));
}

/** @param {string} code */
export function forgetSeat(code) {
  write("table." + code, null);
}

/** The device secret of this browser's profile (the history page makes it), or null. */
export function loadProfileSecret() {
  return read("profile");
}

/** Pass-and-play: every seat this device plays at table `code`: [{seat, token, name}].
 * @param {string} code @returns {LocalSeat[]} */
export function loadLocalSeats(code) {
  try {
    const seats = JSON.parse(read("local." + code) || "[]");
    return Array.isArray(seats) ? seats.filter((/** @type {LocalSeat} */ seat) => typeof seat.token === "string") : [];
  } catch {
    return [];
  }
}

/** @param {string} code @param {LocalSeat[]} seats */
export function saveLocalSeats(code, seats) {
  write("local." + code, JSON.stringify(seats));
}

/** @param {string} code */
export function forgetLocalSeats(code) {
  write("local." + code, null);
}

/** @returns {string} */
export function loadName() {
  return read("name") || "";
}

/** @param {string} name */
export function saveName(name) {
  write("name", name);
}

/** The language chosen on this device (German by default).
 * @returns {"de" | "en"} */
export function loadLang() {
  const lang = read("lang");
  return lang === "en" || lang === "de" ? lang : "de";
}

/** @param {string | null} lang */
export function saveLang(lang) {
  write("lang", lang);
}

/** @returns {boolean} */
export function loadHints() {
  return read("hints") !== "off";
}

/** @param {boolean} on */
export function saveHints(on) {
  write("hints", on ? "on" : "off");
}

/** @returns {boolean} */
export function loadSound() {
  return read("sound") === "on";
}

/** @param {boolean} on */
export function saveSound(on) {
  write("sound", on ? "on" : "off");
}
