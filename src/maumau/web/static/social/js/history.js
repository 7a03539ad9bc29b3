// The profile page: create a device-bound profile, its matches with replay links, its
// statistics and ratings beside the bots', rename, export and delete.

import {
  ApiError, api, currentLang, levelName, loadProfileSecret, onLangChange, problemText, saveProfileSecret,
  say, setupLang, t, tn,
} from "./texts.js";
import { pageReady } from "/static/js/ready.js";

/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const problem = $("problem");
const noProfile = $("no-profile");
const profileBox = $("profile");
const statsBox = $("stats");
const matchesBox = $("matches");
const more = $("more");
/** Each game's title by its name. @type {Record<string, string>} */
let titles = {};
/** Where the next page of matches starts, or null. @type {number | null} */
let next = null;
/** @type {PlayedMatch[]} */
let shown = [];

/** A new cell of `row` with `text` (or a node).
 * @param {HTMLTableRowElement} row @param {string | Node} text @param {"td" | "th"} [tag]
 * @returns {HTMLTableCellElement} */
function cell(row, text, tag = "td") {
  const element = document.createElement(tag);
  if (text instanceof Node) element.append(text);
  else element.textContent = text;
  row.append(element);
  return element;
}

/** Each body cell names its column (`data-label`): on phones the rows stack as cards.
 * @param {HTMLTableElement} grid @returns {HTMLTableElement} */
function labelCells(grid) {
  const names = [...(grid.tHead?.rows[0].cells ?? [])].map((heading) => heading.textContent);
  for (const row of grid.tBodies[0].rows) {
    [...row.cells].forEach((item, index) => { item.dataset.label = names[index] ?? ""; });
  }
  return grid;
}

/** A table with the catalogue's `headings`. @param {string[]} headings @returns {HTMLTableElement} */
function table(headings) {
  const grid = document.createElement("table");
  grid.className = "grid stacked";
  const head = grid.createTHead().insertRow();
  for (const heading of headings) cell(head, t(heading), "th");
  grid.createTBody();
  return grid;
}

/** @param {number} share @returns {string} */
function percent(share) {
  return new Intl.NumberFormat(currentLang(), { style: "percent", maximumFractionDigits: 0 })
    .format(share);
}

/** A person's rating on the familiar scale, "(provisional)" before it counts.
 * @param {{score: number, provisional: boolean}} standing @returns {string} */
function ratingText(standing) {
  const score = String(standing.score);
  return standing.provisional ? t("history.provisional", { rating: score }) : score;
}

/** A bot level's rating, only once it has played enough matches to count.
 * @param {BotStanding} bot @returns {string} */
function botText(bot) {
  const level = levelName(bot.level);
  if (bot.provisional) return tn("history.bot_unrated", bot.matches, { level });
  return t("history.bot_rating", { level, rating: String(bot.score) });
}

/** @param {{games: GameStats[], scale?: {rated_after?: number}}} stats */
function renderStats(stats) {
  const games = stats.games;
  if (!games.length) {
    statsBox.textContent = t("history.no_stats");
    return;
  }
  const grid = table(["history.game", "history.matches", "history.wins", "history.win_share",
    "history.rating", "history.bots"]);
  for (const game of games) {
    const row = grid.tBodies[0].insertRow();
    row.dataset.variant = game.variant;
    cell(row, titles[game.variant] || game.variant);
    cell(row, String(game.matches));
    cell(row, String(game.wins));
    cell(row, percent(game.win_share));
    cell(row, ratingText(game)).className = "rating";
    const bots = [...game.bots].sort((a, b) => (Number(a.provisional) - Number(b.provisional)) || (b.score - a.score));
    cell(row, bots.map(botText).join(" · ")).className = "bot-ratings";
  }
  const scale = document.createElement("p");
  scale.className = "help rating-scale";
  scale.textContent = tn("history.scale", stats.scale?.rated_after ?? 10);
  statsBox.replaceChildren(labelCells(grid), scale);
}

/** @param {{seat: number, kind: string, name?: string | null, level?: string | null}} player @returns {string} */
function playerText(player) {
  if (player.kind === "bot") return t("history.bot", { level: levelName(player.level ?? "") });
  return player.name || t("history.guest");
}

/** The table's series after this match, the profile's own wins first ("2 : 1").
 * @param {PlayedMatch} match @returns {string} */
function seriesText(match) {
  if (!Array.isArray(match.series)) return "";
  const others = match.series.filter((_, seat) => seat !== match.seat);
  return t("history.series_score", { n: match.number, mine: match.series[match.seat] ?? 0,
    others: others.join(" : ") });
}

function renderMatches() {
  if (!shown.length) {
    matchesBox.textContent = t("history.none");
    more.hidden = true;
    return;
  }
  const grid = table(["history.date", "history.game", "history.players", "history.result",
    "history.series", "history.replay"]);
  const when = new Intl.DateTimeFormat(currentLang(), { dateStyle: "medium", timeStyle: "short" });
  for (const match of shown) {
    const row = grid.tBodies[0].insertRow();
    row.className = "match";
    cell(row, when.format(new Date(match.finished * 1000)));
    cell(row, titles[match.variant] || match.variant);
    // the co-players: everybody at the table but the profile's own seat
    cell(row, match.players.filter((player) => player.seat !== match.seat).map(playerText)
      .join(", ")).className = "co-players";
    cell(row, t(match.won ? "history.won" : "history.lost"));
    cell(row, seriesText(match)).className = "series";
    const link = document.createElement("a");
    link.href = match.replay;
    link.textContent = t("history.replay");
    cell(row, link);
  }
  matchesBox.replaceChildren(labelCells(grid));
  more.hidden = next === null;
}

/** Every game's title in the page's language. */
async function loadTitles() {
  const variants = await api("GET", `/api/variants?lang=${currentLang()}`);
  titles = Object.fromEntries(variants.variants.map((/** @type {VariantInfo} */ game) => [game.name, game.title]));
}

/** @param {string | null} secret @param {number | null} before */
async function loadPage(secret, before) {
  const page = await api("GET", "/api/profile/history" + (before ? `?before=${before}` : ""),
    undefined, secret);
  shown = before ? shown.concat(page.matches) : page.matches;
  next = page.next;
}

async function show() {
  say(problem, "");
  const secret = loadProfileSecret();
  noProfile.hidden = Boolean(secret);
  profileBox.hidden = !secret;
  if (!secret) return;
  try {
    await loadTitles();
    const profile = await api("GET", "/api/profile", undefined, secret);
    $("hello").textContent = t("history.hello", { name: profile.name });
    /** @type {HTMLInputElement} */ ($("name")).value = profile.name;
    const stats = await api("GET", "/api/profile/stats", undefined, secret);
    await loadPage(secret, null);
    renderStats(stats);
    renderMatches();
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === "unknown_profile") {
      saveProfileSecret(null);
      noProfile.hidden = false;
      profileBox.hidden = true;
    }
    say(problem, problemText(failure));
  }
}

$("create-profile").addEventListener("submit", async (event) => {
  event.preventDefault();
  try {
    const made = await api("POST", "/api/profiles",
      { name: /** @type {HTMLInputElement} */ ($("new-name")).value });
    saveProfileSecret(made.secret);
    await show();
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

$("rename").addEventListener("submit", async (event) => {
  event.preventDefault();
  try {
    const renamed = await api("PATCH", "/api/profile",
      { name: /** @type {HTMLInputElement} */ ($("name")).value }, loadProfileSecret());
    $("hello").textContent = t("history.hello", { name: renamed.name });
    say(problem, t("history.saved"), "ok");
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

more.addEventListener("click", async () => {
  try {
    await loadPage(loadProfileSecret(), next);
    renderMatches();
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

$("export").addEventListener("click", async () => {
  try {
    const data = await api("GET", "/api/profile/export", undefined, loadProfileSecret());
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `maumau-profile-${data.profile.id}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

$("delete").addEventListener("click", async () => {
  if (!window.confirm(t("history.confirm_delete"))) return;
  try {
    await api("DELETE", "/api/profile", undefined, loadProfileSecret());
    saveProfileSecret(null);
    await show();
    say(problem, t("history.deleted"), "ok");
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

setupLang($("lang"));
onLangChange(show);
show();
pageReady();
