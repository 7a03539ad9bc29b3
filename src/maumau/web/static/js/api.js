// The HTTP half of the protocol (docs/protocol.md): variants, tables, joining. On an
// offline page (offline/mode.js) the same requests go to the Web Worker, which answers
// them as the server does.

import { currentLang } from "./i18n.js";
import { isOffline, offlineTableUrl } from "./offline/mode.js";

export class ApiError extends Error {
  /** @param {string} message @param {string} code @param {number} status
   * @param {Reason | null} [refusal] */
  constructor(message, code, status, refusal = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.refusal = refusal;
    /** The reason of the refusal ({code, params}: the page renders it, i18n.problemText).
     * @type {Reason | null} */
    this.reason = null;
    /** Whether `message` is in the asked language (an HTTP reply's `message`). */
    this.localized = false;
  }
}

/** One request to the server's API: its JSON answer, or an ApiError.
 * @param {string} method @param {string} path @param {unknown} [body]
 * @param {Record<string, string>} [extraHeaders] @returns {Promise<any>} */
async function request(method, path, body, extraHeaders = {}) {
  if (isOffline()) return answered(await askWorker(method, path, body));
  let response;
  /** @type {Record<string, string>} */
  const headers = { ...extraHeaders };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
  return answered({ status: response.status, body: data }, response.statusText);
}

/** The worker's answer to a request. @param {string} method @param {string} path
 * @param {unknown} body @returns {Promise<{status: number, body: any}>} */
async function askWorker(method, path, body) {
  const { request: offlineRequest } = await import("./offline/client.js");
  try {
    return await offlineRequest(method, path, body);
  } catch (problem) {
    throw new ApiError(String(problem), "network", 0);
  }
}

/** A reply's body, or the ApiError it stands for.
 * @param {{status: number, body: any}} reply @param {string} [statusText] @returns {any} */
function answered({ status, body: data }, statusText = "") {
  if (status >= 400) {
    let detail = data && data.detail !== undefined ? data.detail : statusText;
    if (typeof data?.message === "string") detail = data.message;  // in the asked language
    if (typeof detail !== "string") detail = JSON.stringify(detail);
    const refused = new ApiError(detail, (data && data.code) || "http", status, data?.refusal ?? null);
    refused.reason = data?.reason ?? null;  // {code, params}: the page renders it (i18n.problemText)
    refused.localized = typeof data?.message === "string";  // the detail is in the asked language
    throw refused;
  }
  return data;
}

/** @type {Map<string, Promise<{variants: VariantInfo[]}>>} */
const variantsAsked = new Map();

/** The games with their options, titles and faces; asked once per language (the faces
 * module asks before any page module runs, the page gets the same answer).
 * @returns {Promise<{variants: VariantInfo[]}>} */
export function getVariants() {
  const lang = currentLang();
  if (!variantsAsked.has(lang)) {
    const asked = request("GET", `/api/variants?lang=${lang}`);
    asked.catch(() => variantsAsked.delete(lang));
    variantsAsked.set(lang, asked);
  }
  return /** @type {Promise<{variants: VariantInfo[]}>} */ (variantsAsked.get(lang));
}

/** The entry of `variant` for a preset and player count (its defaults differ).
 * @param {string} variant @param {string} preset @param {number} players
 * @returns {Promise<VariantInfo>} */
export function getOptions(variant, preset, players) {
  const query = new URLSearchParams({ preset, players: String(players), lang: currentLang() });
  return request("GET", `/api/variants/${encodeURIComponent(variant)}/options?${query}`);
}

/** The rules of a ruleset in words, in the current language (422 with the reason if refused).
 * @param {RulesRequest} ruleset @returns {Promise<any>} */
export function getRules({ variant, preset = null, players, options = {} }) {
  return request("POST", "/api/rules", { variant, preset, players, options, lang: currentLang() });
}

/** @param {object} body @returns {Promise<any>} */
export function createTable(body) {
  return request("POST", `/api/tables?lang=${currentLang()}`, body);
}

/** @param {string} code @returns {Promise<TableSummary>} */
export function getTable(code) {
  return request("GET", `/api/tables/${encodeURIComponent(code)}`);
}

/** @param {string} code @param {string} name @param {number | null} seat
 * @returns {Promise<{token: string, seat: number | null}>} */
export function joinTable(code, name, seat) {
  return request("POST", `/api/tables/${encodeURIComponent(code)}/join`, { name, seat });
}

/** @param {string} code @param {number | string} match @param {number | null} seat
 * @returns {Promise<{frames: View[]}>} */
export function getReplay(code, match, seat) {
  const query = seat === null ? "open=1" : `seat=${seat}`;
  return request("GET", `/api/tables/${encodeURIComponent(code)}/matches/${match}/replay?${query}`);
}

/** @param {string} code @param {number | string} match @returns {string} */
export function recordUrl(code, match) {
  return `/api/tables/${encodeURIComponent(code)}/matches/${match}/record`;
}

/** @param {string} code @param {number | string} match @returns {string} */
export function replayUrl(code, match) {
  return `/replay/${encodeURIComponent(code)}/${match}`;
}

/** The page of table `code` (an offline table's page on an offline page).
 * @param {string} code @returns {string} */
export function tableUrl(code) {
  return isOffline() ? offlineTableUrl(code) : `/t/${encodeURIComponent(code)}`;
}

/** @param {string} code @returns {string} */
export function inviteUrl(code) {
  return `${window.location.origin}/t/${encodeURIComponent(code)}`;
}

// House rules (docs/social.md, item 1).

/** @param {string} id @returns {Promise<any>} */
export function getRuleset(id) {
  return request("GET", `/api/rulesets/${encodeURIComponent(id)}`);
}

/** @param {string} variant @returns {Promise<any>} */
export function listRulesets(variant) {
  return request("GET", `/api/rulesets?variant=${encodeURIComponent(variant)}`);
}

/** @param {string} name @param {object} ruleset @returns {Promise<any>} */
export function saveRuleset(name, ruleset) {
  return request("POST", `/api/rulesets?lang=${currentLang()}`, { name, ruleset });
}

/** The profile of this device (its secret) plays the seat of `token` at table `code`.
 * @param {string} secret @param {string} code @param {string} token @returns {Promise<any>} */
export function claimSeat(secret, code, token) {
  return request("POST", "/api/profile/seats", { code, token },
    { Authorization: `Bearer ${secret}` });
}

/** @param {string} code @returns {string} */
export function qrUrl(code) {
  return `/api/tables/${encodeURIComponent(code)}/qr.svg`;
}

/** The tables listed publicly that wait for players (rules in brief in the page's language).
 * @returns {Promise<any>} */
export function getOpenTables() {
  return request("GET", `/api/open-tables?lang=${currentLang()}`);
}
