// The rules of THIS table in words: the library's summary of the table's ruleset
// (POST /api/rules, rendered in the reader's language), for the lobby while the host edits,
// the join page and the box beside the table. Fetched once per ruleset and language.

import { getRules } from "./api.js";
import { currentLang, t } from "./i18n.js";

const cache = new Map();

function keyOf(request) {
  return JSON.stringify([request.variant, request.preset ?? null, request.players,
    request.options ?? {}, currentLang()]);
}

/** The summary's sections as headings and lists. */
export function rulesList(data) {
  const box = document.createElement("div");
  box.className = "rules-summary";
  for (const section of data.sections || []) {
    if (!section.lines?.length) continue;
    const part = document.createElement("section");
    part.dataset.section = section.name;
    const title = document.createElement("h4");
    title.textContent = section.title;
    const list = document.createElement("ul");
    for (const line of section.lines) {
      const item = document.createElement("li");
      item.dataset.code = line.code;
      item.textContent = line.text;
      list.append(item);
    }
    part.append(title, list);
    box.append(part);
  }
  return box;
}

/** Fills `target` with the rules of `request` ({variant, preset, players, options}). */
export async function fillRules(target, request) {
  const key = keyOf(request);
  const lang = currentLang();
  try {
    if (!cache.has(key)) cache.set(key, getRules(request));
    const data = await cache.get(key);
    target.replaceChildren(rulesList(data));
    target.classList.remove("refused");
    target.dataset.lang = lang;  // the language of the words now shown
  } catch (problem) {
    cache.delete(key);
    target.classList.add("refused");
    target.replaceChildren(problem.message);
  }
}

/** The request for a table's summary (its variant, preset, players and options). */
export function tableRequest(summary) {
  return { variant: summary.variant, preset: summary.preset ?? null,
    players: summary.players, options: summary.options || {} };
}

/** The box beside the table: this table's rules, and a link to the how-to page. */
export function renderRules(summary) {
  const box = document.createElement("details");
  box.className = "rules-box";
  const head = document.createElement("summary");
  head.textContent = t("table.rules");
  const body = document.createElement("div");
  body.className = "rules-body";
  const how = document.createElement("a");
  how.className = "how-link";
  how.href = `/how/${encodeURIComponent(summary.variant)}`;
  how.target = "_blank";
  how.textContent = t("how.link");
  box.append(head, body, how);
  fillRules(body, tableRequest(summary));
  return box;
}
