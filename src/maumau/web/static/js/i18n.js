// The pages' language: texts from the one message catalogue of maumau (gettext files in
// src/maumau/locale, served as JSON by GET /api/i18n/{lang}), and the language switch.
// Page texts have the key "page.<key>" in the catalogue; t("lobby.heading") looks up
// "page.lobby.heading" first, then the key itself (shared keys such as "level.hard" or the
// library's refusal codes "refusal.<code>").

import { loadLang, saveLang } from "./storage.js";

const LANGS = ["de", "en"];

/** One language's catalogue (key → text), {} without a server.
 * @param {string} code @returns {Promise<Record<string, string>>} */
async function fetchCatalogue(code) {
  try {
    const reply = await fetch("/api/i18n/" + code);
    if (!reply.ok) return {};
    const body = await reply.json();
    return body.messages ?? {};
  } catch {
    return {}; // no server: the keys show, the page still works
  }
}

// Both languages are loaded before any page module runs, so t() stays synchronous and the
// switch needs no reload.
/** @type {Record<string, Record<string, string>>} */
const CATALOGUES = Object.fromEntries(
  await Promise.all(LANGS.map(async (code) => [code, await fetchCatalogue(code)])),
);
/** @type {string} */
let lang = loadLang();
/** @type {((lang: string) => void)[]} */
const listeners = [];

/** @returns {string} */
export function currentLang() {
  return lang;
}

/** @param {string} key @returns {string | undefined} */
function lookup(key) {
  const messages = CATALOGUES[lang] ?? {};
  return messages["page." + key] ?? messages[key];
}

/** @param {string} text @param {Params | undefined} params @returns {string} */
function fill(text, params) {
  for (const [name, value] of Object.entries(params ?? {})) {
    text = text.replaceAll("{" + name + "}", String(value));
  }
  return text;
}

/** The text of `key` in the current language with its {fields} filled (the key if unknown).
 * @param {string} key @param {Params} [params] @returns {string} */
export function t(key, params = {}) {
  const text = lookup(key);
  return fill(text === undefined ? key : text, params);
}

/** ngettext: `key` in its form for `count` things (the catalogue's plural entry: the form
 * for one is `key + ".one"`, German and English have no other), with {n} set to `count`.
 * @param {string} key @param {number} count @param {Params} [params] @returns {string} */
export function tn(key, count, params = {}) {
  const one = new Intl.PluralRules(lang).select(count) === "one";
  const chosen = one && lookup(key + ".one") !== undefined ? key + ".one" : key;
  return t(chosen, { n: count, ...params });
}

/** Whether the catalogue has `key` (page or shared) in the current language.
 * @param {string} key @returns {boolean} */
export function hasText(key) {
  return lookup(key) !== undefined;
}

/** A library refusal (an error reply's `code` and `params`) in the current language;
 * `fallback` (the server's English detail) when the catalogue lacks the code. A `cause`
 * param (the error behind it: code, params, message) is rendered inside.
 * @param {string} code @param {Params} [params] @param {string} [fallback] @returns {string} */
export function refusalText(code, params = {}, fallback = "") {
  let text = lookup("refusal." + code);
  if (text === undefined) return fallback || code;
  // a count (`count`, else `n`) picks the plural form: `refusal.<code>.one` for one
  const count = params?.count ?? params?.n;
  if (typeof count === "number" && new Intl.PluralRules(lang).select(count) === "one") {
    text = lookup(`refusal.${code}.one`) ?? text;
  }
  const cause = params?.cause;
  if (cause && typeof cause === "object") {
    // a record's bad step or a position's bad ruleset carries the error behind it
    const { code: causeCode, params: causeParams, message } = /** @type {Reason} */ (cause);
    params = { ...params, cause: refusalText(causeCode, causeParams, message) };
  }
  return fill(text, params);
}

/** The reason of a refused request ({code, params}: `why.<code>`, a `field` named by its
 * label `why.field.<name>`, the ".one" form for a count `n` of one); undefined if unknown.
 * @param {Reason | null | undefined} reason @returns {string | undefined} */
export function whyText(reason) {
  if (!reason || typeof reason.code !== "string") return undefined;
  const params = { ...(reason.params ?? {}) };
  if (typeof params.field === "string") params.field = lookup("why.field." + params.field) ?? params.field;
  const one = params.n === 1 && lookup(`why.${reason.code}.one`) !== undefined ? ".one" : "";
  const text = lookup(`why.${reason.code}${one}`);
  return text === undefined ? undefined : fill(text, params);
}

/** A refused request or message (its `code` and English `message`) in the page's language:
 * its reason (`why.<code>`) where it has one, else the code's text from the catalogue
 * (`server.<code>`); the server's detail follows only where it is in the asked language
 * (`localized`, an HTTP reply's `message`): the English `message` is never shown when
 * the catalogue has a text for the code.
 * @param {Problem} problem @returns {string} */
export function problemText(problem) {
  const why = whyText(problem.reason);
  if (why !== undefined) return why;
  // a WebSocket error's reason may be a library refusal (`refusal.<code>`)
  const code = problem.reason?.code;
  if (typeof code === "string" && lookup("refusal." + code) !== undefined) {
    return refusalText(code, problem.reason?.params, problem.message);
  }
  const key = "server." + problem.code;
  if (lookup(key) === undefined) return problem.message;
  const text = t(key);
  if (problem.reason || !problem.localized) return text;
  return problem.message && problem.message !== text ? `${text} (${problem.message})` : text;
}

/** A bot level's name in the current language (unknown levels as they are).
 * @param {string} level @returns {string} */
export function levelName(level) {
  const text = lookup("level." + level);
  return text === undefined ? level : text;
}

/** "3 Karten": a count of cards. @param {number} count @returns {string} */
export function cardsText(count) {
  return tn("table.cards", count);
}

/** Switches the page to language `next` ("de" or "en"). @param {string} next */
export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  saveLang(lang);
  document.documentElement.lang = lang;
  translateStatic(document);
  for (const listener of listeners) listener(lang);
}

/** @param {(lang: string) => void} listener */
export function onLangChange(listener) {
  listeners.push(listener);
}

/** Fills every element marked data-i18n (text) or data-i18n-title (tooltip).
 * @param {ParentNode} root */
export function translateStatic(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(/** @type {HTMLElement} */ (element).dataset.i18n ?? "");
  }
  for (const element of root.querySelectorAll("[data-i18n-title]")) {
    /** @type {HTMLElement} */ (element).title = t(/** @type {HTMLElement} */ (element).dataset.i18nTitle ?? "");
  }
}

/** The language button: shows the other language and switches to it.
 * @param {HTMLElement} button */
export function setupLangButton(button) {
  const show = () => {
    button.textContent = t("lang.switch");
    button.title = t("lang.switch_title");
  };
  button.addEventListener("click", () => setLang(lang === "de" ? "en" : "de"));
  onLangChange(show);
  document.documentElement.lang = lang;
  translateStatic(document);
  show();
}
