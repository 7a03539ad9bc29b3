// The social pages (FAQ and support, history, house rules): their texts come from the one
// catalogue of maumau (keys page.faq.*, page.support.*, page.history.*, page.rules.*, served
// by /api/i18n/{lang} and loaded by ../../js/i18n.js); the language switch is the lobby's.
// This module keeps the pages' small API: t, levelName, the switch, the profile secret and
// JSON requests.

import {
  currentLang, levelName, onLangChange, problemText as refusedText, setupLangButton, t, tn,
} from "/static/js/i18n.js";
import { setupSettings } from "/static/js/settings.js";

export { currentLang, levelName, onLangChange, t, tn };

const PROFILE_KEY = "maumau.profile";

/** @param {string} key @returns {string | null} */
function stored(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** @param {string} key @param {string | null} value */
function store(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // private mode: the page works, it only forgets
  }
}

/** The language button: shows the other language and switches to it (shared choice).
 * @param {HTMLElement} button */
export function setupLang(button) {
  setupLangButton(button);
  setupSettings();
}

/** The device secret of this browser's profile, or null. @returns {string | null} */
export function loadProfileSecret() {
  return stored(PROFILE_KEY);
}

/** @param {string | null} secret */
export function saveProfileSecret(secret) {
  store(PROFILE_KEY, secret);
}

export class ApiError extends Error {
  /** @param {string} message @param {string} code @param {number} status
   * @param {Reason | null} [reason] @param {Reason | null} [refusal] */
  constructor(message, code, status, reason = null, refusal = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.reason = reason;
    this.refusal = refusal;
  }
}

/** A JSON request (asking for refusals in the page's language); a refusal becomes an
 * ApiError with the server's code, reason ({code, params}), refusal and message.
 * @param {string} method @param {string} path @param {unknown} [body] @param {string | null} [secret]
 * @returns {Promise<any>} */
export async function api(method, path, body, secret) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (secret) headers.Authorization = "Bearer " + secret;
  const url = path.includes("lang=") ? path
    : `${path}${path.includes("?") ? "&" : "?"}lang=${currentLang()}`;
  let response;
  try {
    response = await fetch(url, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (problem) {
    throw new ApiError(String(problem), "network", 0);
  }
  let data;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    let detail = data && typeof data.detail === "string" ? data.detail : response.statusText;
    if (typeof data?.message === "string") detail = data.message;  // in the asked language
    throw new ApiError(detail, (data && data.code) || "http", response.status,
      data?.reason ?? null, data?.refusal ?? null);
  }
  return data;
}

/** The text a person sees for a failed request: the catalogue's, in the page's language.
 * @param {unknown} problem @returns {string} */
export function problemText(problem) {
  if (problem instanceof ApiError && problem.code === "network") return t("error.network");
  return refusedText(/** @type {Problem} */ (problem));
}

/** Shows ``text`` in the element (as text, never as HTML); empty hides it.
 * @param {HTMLElement} element @param {string} text @param {string} [kind] */
export function say(element, text, kind = "error") {
  element.textContent = text || "";
  element.hidden = !text;
  element.dataset.kind = kind;
}
