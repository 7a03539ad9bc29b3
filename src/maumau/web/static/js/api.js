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

async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
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
    throw new ApiError(detail, (data && data.code) || "http", response.status, data?.refusal ?? null);
  }
  return data;
}

export function getVariants() {
  return request("GET", `/api/variants?lang=${currentLang()}`);
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
