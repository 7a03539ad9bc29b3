// What the browser remembers: the seat token per table, the language, the hint switch.

const PREFIX = "maumau.";

function read(key) {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // private mode or storage full: the page still works, it only forgets
  }
}

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

export function saveSeat(code, token, seat) {
  write("table." + code, JSON.stringify({ token, seat }));
}

export function forgetSeat(code) {
  write("table." + code, null);
}

/** The device secret of this browser's profile (the history page makes it), or null. */
export function loadProfileSecret() {
  return read("profile");
}

/** Pass-and-play: every seat this device plays at table `code`: [{seat, token, name}]. */
export function loadLocalSeats(code) {
  try {
    const seats = JSON.parse(read("local." + code) || "[]");
    return Array.isArray(seats) ? seats.filter((seat) => typeof seat.token === "string") : [];
  } catch {
    return [];
  }
}

export function saveLocalSeats(code, seats) {
  write("local." + code, JSON.stringify(seats));
}

export function forgetLocalSeats(code) {
  write("local." + code, null);
}

export function loadName() {
  return read("name") || "";
}

export function saveName(name) {
  write("name", name);
}

export function loadLang() {
  const lang = read("lang");
  return lang === "en" || lang === "de" ? lang : "de";
}

export function saveLang(lang) {
  write("lang", lang);
}

export function loadHints() {
  return read("hints") !== "off";
}

export function saveHints(on) {
  write("hints", on ? "on" : "off");
}

export function loadSound() {
  return read("sound") === "on";
}

export function saveSound(on) {
  write("sound", on ? "on" : "off");
}
