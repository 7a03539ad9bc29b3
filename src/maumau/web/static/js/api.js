// The HTTP half of the protocol (docs/protocol.md): variants, tables, joining.

import { currentLang } from "./i18n.js";

export class ApiError extends Error {
  constructor(message, code, status, refusal = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.refusal = refusal;
  }
}

async function request(method, path, body, extraHeaders = {}) {
  let response;
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
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    let detail = data && data.detail !== undefined ? data.detail : response.statusText;
    if (typeof data?.message === "string") detail = data.message;  // in the asked language
    if (typeof detail !== "string") detail = JSON.stringify(detail);
    const refused = new ApiError(detail, (data && data.code) || "http", response.status, data?.refusal ?? null);
    refused.reason = data?.reason ?? null;  // {code, params}: the page renders it (i18n.problemText)
    refused.localized = typeof data?.message === "string";  // the detail is in the asked language
    throw refused;
  }
  return data;
}

const variantsAsked = new Map();

/** The games with their options, titles and faces; asked once per language (the faces
 * module asks before any page module runs, the page gets the same answer). */
export function getVariants() {
  const lang = currentLang();
  if (!variantsAsked.has(lang)) {
    const asked = request("GET", `/api/variants?lang=${lang}`);
    asked.catch(() => variantsAsked.delete(lang));
    variantsAsked.set(lang, asked);
  }
  return variantsAsked.get(lang);
}

export function getOptions(variant, preset, players) {
  const query = new URLSearchParams({ preset, players: String(players), lang: currentLang() });
  return request("GET", `/api/variants/${encodeURIComponent(variant)}/options?${query}`);
}

/** The rules of a ruleset in words, in the current language (422 with the reason if refused). */
export function getRules({ variant, preset = null, players, options = {} }) {
  return request("POST", "/api/rules", { variant, preset, players, options, lang: currentLang() });
}

export function createTable(body) {
  return request("POST", `/api/tables?lang=${currentLang()}`, body);
}

export function getTable(code) {
  return request("GET", `/api/tables/${encodeURIComponent(code)}`);
}

export function joinTable(code, name, seat) {
  return request("POST", `/api/tables/${encodeURIComponent(code)}/join`, { name, seat });
}

export function getReplay(code, match, seat) {
  const query = seat === null ? "open=1" : `seat=${seat}`;
  return request("GET", `/api/tables/${encodeURIComponent(code)}/matches/${match}/replay?${query}`);
}

export function recordUrl(code, match) {
  return `/api/tables/${encodeURIComponent(code)}/matches/${match}/record`;
}

export function replayUrl(code, match) {
  return `/replay/${encodeURIComponent(code)}/${match}`;
}

export function inviteUrl(code) {
  return `${window.location.origin}/t/${encodeURIComponent(code)}`;
}

// House rules (docs/social.md, item 1).

export function getRuleset(id) {
  return request("GET", `/api/rulesets/${encodeURIComponent(id)}`);
}

export function listRulesets(variant) {
  return request("GET", `/api/rulesets?variant=${encodeURIComponent(variant)}`);
}

export function saveRuleset(name, ruleset) {
  return request("POST", `/api/rulesets?lang=${currentLang()}`, { name, ruleset });
}

/** The profile of this device (its secret) plays the seat of `token` at table `code`. */
export function claimSeat(secret, code, token) {
  return request("POST", "/api/profile/seats", { code, token },
    { Authorization: `Bearer ${secret}` });
}

export function qrUrl(code) {
  return `/api/tables/${encodeURIComponent(code)}/qr.svg`;
}

/** The tables listed publicly that wait for players (rules in brief in the page's language). */
export function getOpenTables() {
  return request("GET", `/api/open-tables?lang=${currentLang()}`);
}
