// The pages' language: texts from the one message catalogue of maumau (gettext files in
// src/maumau/locale, served as JSON by GET /api/i18n/{lang}), and the language switch.
// Page texts have the key "page.<key>" in the catalogue; t("lobby.heading") looks up
// "page.lobby.heading" first, then the key itself (shared keys such as "level.hard" or the
// library's refusal codes "refusal.<code>").

import { loadLang, saveLang } from "./storage.js";

const LANGS = ["de", "en"];

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
const CATALOGUES = Object.fromEntries(
  await Promise.all(LANGS.map(async (code) => [code, await fetchCatalogue(code)])),
);
let lang = loadLang();
const listeners = [];

export function currentLang() {
  return lang;
}

function lookup(key) {
  const messages = CATALOGUES[lang] ?? {};
  return messages["page." + key] ?? messages[key];
}

function fill(text, params) {
  for (const [name, value] of Object.entries(params ?? {})) {
    text = text.replaceAll("{" + name + "}", String(value));
  }
  return text;
}

/** The text of `key` in the current language with its {fields} filled (the key if unknown). */
export function t(key, params = {}) {
  const text = lookup(key);
  return fill(text === undefined ? key : text, params);
}

/** Whether the catalogue has `key` (page or shared) in the current language. */
export function hasText(key) {
  return lookup(key) !== undefined;
}

/** A library refusal (an error reply's `code` and `params`) in the current language;
 * `fallback` (the server's English detail) when the catalogue lacks the code. A `cause`
 * param (the error behind it: code, params, message) is rendered inside. */
export function refusalText(code, params = {}, fallback = "") {
  const text = lookup("refusal." + code);
  if (text === undefined) return fallback || code;
  const cause = params?.cause;
  if (cause && typeof cause === "object") {
    // a record's bad step or a position's bad ruleset carries the error behind it
    params = { ...params, cause: refusalText(cause.code, cause.params, cause.message) };
  }
  return fill(text, params);
}

/** A refused request or message (its `code` and English `message`) in the page's language:
 * the code's text from the catalogue (`server.<code>`), with the server's reason after it. */
export function problemText(problem) {
  const key = "server." + problem.code;
  if (lookup(key) === undefined) return problem.message;
  const text = t(key);
  return problem.message && problem.message !== text ? `${text} (${problem.message})` : text;
}

/** A bot level's name in the current language (unknown levels as they are). */
export function levelName(level) {
  const text = lookup("level." + level);
  return text === undefined ? level : text;
}

export function cardsText(count) {
  return count === 1 ? t("table.card") : t("table.cards", { n: count });
}

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  saveLang(lang);
  document.documentElement.lang = lang;
  translateStatic(document);
  for (const listener of listeners) listener(lang);
}

export function onLangChange(listener) {
  listeners.push(listener);
}

/** Fills every element marked data-i18n (text) or data-i18n-title (tooltip). */
export function translateStatic(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll("[data-i18n-title]")) {
    element.title = t(element.dataset.i18nTitle);
  }
}

/** The language button: shows the other language and switches to it. */
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
