// The social pages (FAQ and support, history, house rules): their texts come from the one
// catalogue of maumau (keys page.faq.*, page.support.*, page.history.*, page.rules.*, served
// by /api/i18n/{lang} and loaded by ../../js/i18n.js); the language switch is the lobby's.
// This module keeps the pages' small API: t, levelName, the switch, the profile secret and
// JSON requests.

import {
  currentLang, levelName, onLangChange, setupLangButton, t,
} from "/static/js/i18n.js";

export { currentLang, levelName, onLangChange, t };

const PROFILE_KEY = "maumau.profile";

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

/** The language button: shows the other language and switches to it (shared choice). */
export function setupLang(button) {
  setupLangButton(button);
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
