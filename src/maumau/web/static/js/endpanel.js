// The end of a round or a match: who won, the round's points, the totals, what next.

import { recordUrl, replayUrl } from "./api.js";
import { record as offlineRecord } from "./offline/client.js";
import { isOffline } from "./offline/mode.js";
import { facesOf } from "./faces.js";
import { hasText, levelName, t, tn } from "./i18n.js";

/** A new element with its class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} [className] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]} */
function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The winners to show: the library's match result once the match is over (it breaks
 * ties by the game's rules), else the round's. The page never recomputes them.
 * @param {RoundResult} result @param {boolean} matchOver @param {MatchResult | null | undefined} matchResult
 * @returns {number[]} */
export function shownWinners(result, matchOver, matchResult) {
  if (matchOver && Array.isArray(matchResult?.winners)) return matchResult.winners;
  return result.winners || [];
}

/** @param {number[]} winners @param {Names} names @param {number | null} mySeat @returns {string} */
function winnerLine(winners, names, mySeat) {
  if (winners.length === 0) return t("end.blocked");
  if (winners.length === 1) {
    return winners[0] === mySeat ? t("end.you_win") : t("end.winner", { name: names(winners[0]) });
  }
  return t("end.winners", { names: winners.map(names).join(", ") });
}

/**
 * ctx: view, summary, names, scores, host, matchResult, onCommand(type)
 * @param {TableContext} ctx @returns {HTMLElement | null}
 */
export function renderEndPanel(ctx) {
  const { view, summary } = ctx;
  const result = view.result;
  if (!result) return null;
  const matchOver = summary?.status === "match_over";
  const panel = el("section", "end-panel" + (matchOver ? " match-over" : ""));
  panel.append(el("h2", "", matchOver ? t("end.match") : t("end.round")));
  const winners = shownWinners(result, matchOver, ctx.matchResult);
  panel.append(el("p", "winner", (matchOver ? "★ " : "") + winnerLine(winners, ctx.names, view.seat)));
  const reason = matchOver ? (ctx.endReason ?? summary?.end_reason) : null;
  if (reason?.code) {
    /** @type {Params} */
    const params = { ...reason.params };
    if (typeof params.seat === "number") params.who = ctx.names(params.seat);
    // "All 1 rounds": a count of one takes the key's ".one" form where the catalogue has it
    const one = (params.rounds === 1 || params.games === 1 || params.points === 1) && hasText(`end.${reason.code}.one`);
    panel.append(el("p", "end-reason", t(`end.${reason.code}${one ? ".one" : ""}`, params)));
  }
  const roundWinners = winners;
  const table = el("table", "score-table");
  const head = el("tr");
  head.append(el("th", "", t("end.player")));
  const details = result.details || {};
  // the game's own columns from the result's details, shown when the first one is there
  const end = facesOf(view.variant).end || {};
  const columns = end.details && end.details.length && details[end.details[0].key] ? end.details : [];
  for (const column of columns) {
    const cell = el("th", column.class || "", t(column.title));
    if (column.help) cell.title = t(column.help);
    head.append(cell);
  }
  const handValues = (result.hand_values || []).length > 0;
  if (handValues) head.append(el("th", "", t("end.hand_value")));
  head.append(el("th", "", t("end.points")));
  if (ctx.scores) head.append(el("th", "", t("end.totals")));
  table.append(head);
  for (let seat = 0; seat < view.players; seat += 1) {
    const row = el("tr");
    if (roundWinners.includes(seat)) row.classList.add("round-winner");
    if (matchOver && winners.includes(seat)) row.classList.add("match-winner");
    row.append(el("td", "", ctx.names(seat) + (roundWinners.includes(seat) ? " ★" : "")));
    for (const column of columns) row.append(el("td", "", String((details[column.key] || [])[seat] ?? "")));
    if (handValues) row.append(el("td", "", String((result.hand_values || [])[seat])));
    row.append(el("td", "", String((result.points || [])[seat] ?? 0)));
    if (ctx.scores) row.append(el("td", "total", String(ctx.scores[seat] ?? "")));
    table.append(row);
  }
  panel.append(table);
  if (matchOver) {
    const series = renderSeriesLine(summary, ctx.names);
    if (series) panel.append(series);
  }
  if (columns.length && end.help) panel.append(el("p", "help lost-help", t(end.help)));
  const blocked = ctx.replay ? null : renderBlocked(summary, ctx);
  if (blocked) panel.append(blocked);
  const buttons = el("div", "end-buttons");
  if (ctx.host && !ctx.replay) {
    const command = matchOver ? "new_match" : "next_round";
    const button = el("button", "primary " + command, matchOver ? t("btn.new_match") : t("btn.next_round"));
    button.type = "button";
    button.disabled = Boolean(summary?.blocked);
    button.addEventListener("click", () => ctx.onCommand?.(command));
    buttons.append(button);
  } else if (!ctx.replay) {
    // what the host may do next: deal the next round, or start a new match once it is over
    buttons.append(el("p", "host-next", t(matchOver ? "host.wait_new_match" : "host.wait_next")));
  }
  if (matchOver && summary && !ctx.replay) {
    const record = el("a", "button record", t("btn.record"));
    record.href = recordUrl(summary.code, summary.match);
    record.setAttribute("download", `maumau-${summary.code}-${summary.match}.json`);
    buttons.append(record);
    if (isOffline()) {
      // the worker writes the record (the server's JSON); replays need the server
      const { code, match } = summary;
      record.addEventListener("click", (event) => {
        event.preventDefault();
        downloadRecord(record, code, match);
      });
    } else {
      const replay = el("a", "button replay", t("btn.replay"));
      replay.href = replayUrl(summary.code, summary.match);
      replay.target = "_blank";
      buttons.append(replay);
    }
  }
  panel.append(buttons);
  return panel;
}

/** Why the next round cannot be dealt (the summary's `blocked`: a seat is free), once,
 * with the host's way out: a bot of a chosen level for each free seat (`add_bot`).
 * @param {TableSummary | null} summary @param {TableContext} ctx @returns {HTMLElement | null} */
export function renderBlocked(summary, ctx) {
  const blocked = summary?.blocked;
  if (!blocked || blocked.code !== "seats_open") return null;
  const { n = 1, places = "", seats = [] } = blocked.params || {};
  const key = ctx.host ? "blocked.seats_open" : "blocked.wait";
  const box = el("div", "blocked-note");
  box.setAttribute("role", "status");
  box.append(el("p", "blocked-text", tn(key, n, { places })));
  if (!ctx.host) return box;
  const levels = ctx.levels || [];
  for (const seat of seats) {
    const row = el("div", "blocked-seat");
    row.dataset.seat = String(seat);
    const label = el("label", "");
    label.append(el("span", "", t("seat.name", { n: seat + 1 }) + " "));
    const level = el("select", "level");
    for (const name of levels) level.append(new Option(`${t("table.bot")} · ${levelName(name)}`, name));
    if (levels.includes("medium")) level.value = "medium";
    label.append(level);
    const add = el("button", "add-bot", t("btn.add_bot"));
    add.type = "button";
    add.addEventListener("click", () => ctx.onCommand?.("add_bot", { seat, level: level.value }));
    row.append(label, add);
    box.append(row);
  }
  return box;
}

/** The series at this table in one line ("Serie nach 3 Partien: Anna 2 · Bot 2 1").
 * @param {TableSummary | null} summary @param {Names} names @returns {HTMLElement | null} */
export function renderSeriesLine(summary, names) {
  const series = summary?.series;
  if (!series || series.matches === 0) return null;
  const scores = series.wins.map((wins, seat) => `${names(seat)} ${wins}`).join(" · ");
  return el("p", "series-line", tn("series.line", series.matches, { scores }));
}

/** The running totals beside the table, and the series once a match is finished.
 * @param {TableContext} ctx @returns {HTMLElement} */
export function renderScores(ctx) {
  const box = el("section", "scores");
  box.append(el("h3", "", t("table.scores")));
  const list = el("ol", "score-list");
  (ctx.scores || []).forEach((total, seat) => {
    const item = el("li", seat === ctx.view.seat ? "mine" : "");
    item.append(el("span", "", ctx.names(seat)), el("strong", "", String(total)));
    list.append(item);
  });
  box.append(list);
  const series = ctx.summary?.series;
  if (series && series.matches > 0) {
    const part = el("div", "series");
    part.append(el("h3", "", tn("series.heading", series.matches)));
    const wins = el("ol", "series-list");
    series.wins.forEach((count, seat) => {
      const item = el("li", seat === ctx.view.seat ? "mine" : "");
      item.dataset.seat = String(seat);
      item.append(el("span", "", ctx.names(seat)), el("strong", "", String(count)));
      wins.append(item);
    });
    part.append(wins);
    box.append(part);
  }
  return box;
}

/** Downloads the record of an offline table's finished match as a file.
 * @param {HTMLAnchorElement} link @param {string} code @param {number} match */
async function downloadRecord(link, code, match) {
  const text = await offlineRecord(code, match);
  if (text === null) return;
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const save = document.createElement("a");
  save.href = url;
  save.download = link.getAttribute("download") ?? "maumau.json";
  document.body.append(save);
  save.click();
  save.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
