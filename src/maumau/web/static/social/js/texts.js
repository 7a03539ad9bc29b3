// The texts of the social pages (FAQ and support, history, house rules) in German (the
// default) and English, keyed like static/js/i18n.js so that they can move into the
// common catalogue; the language switch shares the lobby's stored choice.

const LANGS = ["de", "en"];
const LANG_KEY = "maumau.lang";
const PROFILE_KEY = "maumau.profile";

const TEXTS = {
  "app.title": ["Mau Mau", "Mau Mau"],
  "lang.switch": ["English", "Deutsch"],
  "lang.switch_title": ["Switch to English", "Auf Deutsch umschalten"],
  "nav.lobby": ["Lobby", "Lobby"],
  "nav.faq": ["Fragen und Antworten", "Questions and answers"],
  "nav.history": ["Mein Verlauf", "My history"],
  "error.server": ["Der Server sagt: {message}", "The server says: {message}"],
  "error.network": ["Keine Verbindung zum Server", "No connection to the server"],
  "faq.heading": ["Fragen und Antworten", "Questions and answers"],
  "faq.game": ["Spiel", "Game"],
  "faq.all_games": ["Alle Spiele", "All games"],
  "faq.general": ["Allgemein", "General"],
  "support.heading": ["Technischer Support", "Technical support"],
  "support.intro": [
    "Schreib uns, wenn etwas nicht klappt. Die Nachricht wird auf diesem Server gespeichert und nirgendwohin verschickt.",
    "Write to us when something does not work. The message is stored on this server and sent nowhere.",
  ],
  "support.email": ["E-Mail", "E-mail"],
  "support.game": ["Welches Spiel (optional)", "Which game (optional)"],
  "support.no_game": ["– keine Angabe –", "– not given –"],
  "support.device": ["Gerät (optional)", "Device (optional)"],
  "support.os": ["Betriebssystem (optional)", "Operating system (optional)"],
  "support.message": ["Nachricht (10 bis 2000 Zeichen)", "Message (10 to 2000 characters)"],
  "support.send": ["Absenden", "Send"],
  "support.sent": ["Danke! Deine Nachricht (Nr. {id}) ist gespeichert.", "Thank you! Your message (no. {id}) is stored."],
  "history.heading": ["Mein Verlauf", "My history"],
  "history.intro": [
    "Ein Profil ist freiwillig und an dieses Gerät gebunden, ohne Passwort. Es sammelt deine Partien und Wertungen.",
    "A profile is optional and bound to this device, without a password. It collects your matches and ratings.",
  ],
  "history.name": ["Anzeigename", "Display name"],
  "history.create": ["Profil anlegen", "Create profile"],
  "history.rename": ["Umbenennen", "Rename"],
  "history.hello": ["Profil: {name}", "Profile: {name}"],
  "history.stats": ["Statistik und Wertung", "Statistics and rating"],
  "history.game": ["Spiel", "Game"],
  "history.matches": ["Partien", "Matches"],
  "history.wins": ["Siege", "Wins"],
  "history.win_share": ["Siegquote", "Win share"],
  "history.rating": ["Wertung", "Rating"],
  "history.bots": ["Bots zum Vergleich", "Bots for comparison"],
  "history.no_stats": ["Noch keine gewerteten Partien.", "No rated matches yet."],
  "history.list": ["Partien", "Matches"],
  "history.date": ["Datum", "Date"],
  "history.players": ["Mitspieler", "Players"],
  "history.result": ["Ergebnis", "Result"],
  "history.won": ["gewonnen", "won"],
  "history.lost": ["verloren", "lost"],
  "history.replay": ["Wiederholung", "Replay"],
  "history.none": [
    "Noch keine Partien. Partien zählen für dein Profil, wenn du an einem Tisch mit diesem Gerät spielst.",
    "No matches yet. Matches count for your profile when you play at a table on this device.",
  ],
  "history.more": ["Ältere Partien laden", "Load older matches"],
  "history.export": ["Daten herunterladen (JSON)", "Download data (JSON)"],
  "history.delete": ["Profil und Daten löschen", "Delete profile and data"],
  "history.confirm_delete": ["Profil und alle seine Daten endgültig löschen?", "Delete the profile and all its data for good?"],
  "history.deleted": ["Das Profil ist gelöscht.", "The profile is deleted."],
  "history.saved": ["Gespeichert.", "Saved."],
  "history.bot": ["Bot ({level})", "bot ({level})"],
  "history.guest": ["Gast", "guest"],
  "rules.heading": ["Hausregeln", "House rules"],
  "rules.game": ["Spiel", "Game"],
  "rules.players": ["Spieler", "Players"],
  "rules.preset": ["Voreinstellung", "Preset"],
  "rules.option": ["Regel", "Rule"],
  "rules.value": ["Wert", "Value"],
  "rules.use": ["In der Lobby verwenden", "Use in the lobby"],
  "rules.export": ["Als JSON herunterladen", "Download as JSON"],
  "rules.share": ["Link zum Teilen", "Link to share"],
  "rules.import": ["Hausregeln aus einer Datei importieren", "Import house rules from a file"],
  "rules.import_button": ["Importieren", "Import"],
  "rules.bad_file": ["Die Datei ist kein JSON.", "The file is not JSON."],
  "rules.on": ["an", "on"],
  "rules.off": ["aus", "off"],
  "rules.none": ["keine", "none"],
  "level.random": ["zufällig", "random"],
  "level.simple": ["einfach", "simple"],
  "level.easy": ["leicht", "easy"],
  "level.medium": ["mittel", "medium"],
  "level.hard": ["schwer", "hard"],
};

function stored(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // private mode: the page works, it only forgets
  }
}

let lang = stored(LANG_KEY) === "en" ? "en" : "de";
const listeners = [];

export function currentLang() {
  return lang;
}

export function t(key, params = {}) {
  const entry = TEXTS[key];
  let text = entry ? entry[LANGS.indexOf(lang)] : key;
  for (const [name, value] of Object.entries(params)) {
    text = text.replaceAll("{" + name + "}", String(value));
  }
  return text;
}

export function levelName(level) {
  return TEXTS["level." + level] ? t("level." + level) : level;
}

function translateStatic(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
}

export function onLangChange(listener) {
  listeners.push(listener);
}

/** The language button: shows the other language and switches to it. */
export function setupLang(button) {
  const show = () => {
    document.documentElement.lang = lang;
    translateStatic(document);
    button.textContent = t("lang.switch");
    button.title = t("lang.switch_title");
  };
  button.addEventListener("click", () => {
    lang = lang === "de" ? "en" : "de";
    store(LANG_KEY, lang);
    show();
    for (const listener of listeners) listener(lang);
  });
  show();
}

export function loadProfileSecret() {
  return stored(PROFILE_KEY);
}

export function saveProfileSecret(secret) {
  store(PROFILE_KEY, secret);
}

export class ApiError extends Error {
  constructor(message, code, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** A JSON request; a refusal becomes an ApiError with the server's code and detail. */
export async function api(method, path, body, secret) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (secret) headers.Authorization = "Bearer " + secret;
  let response;
  try {
    response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (problem) {
    throw new ApiError(String(problem), "network", 0);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const detail = data && typeof data.detail === "string" ? data.detail : response.statusText;
    throw new ApiError(detail, (data && data.code) || "http", response.status);
  }
  return data;
}

/** The text a person sees for a failed request. */
export function problemText(problem) {
  if (problem instanceof ApiError && problem.code === "network") return t("error.network");
  return t("error.server", { message: problem.message });
}

/** Shows ``text`` in the element (as text, never as HTML); empty hides it. */
export function say(element, text, kind = "error") {
  element.textContent = text || "";
  element.hidden = !text;
  element.dataset.kind = kind;
}
