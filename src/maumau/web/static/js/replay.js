// The replay page: step through a finished match from one seat's view or all open, by
// hand or played on its own (play/pause at a chosen speed).

import { getReplay, getTable, getVariants } from "./api.js";
import { renderBoard } from "./board.js";
import { renderEndPanel } from "./endpanel.js";
import { EventWriter, lastWords, tellable } from "./eventlog.js";
import { renderHand } from "./hand.js";
import { seatLabel, seatName } from "./seatnames.js";
import { onLangChange, setupLangButton, t } from "./i18n.js";
import { setupSettings } from "./settings.js";
import { pageReady } from "./ready.js";

const parts = window.location.pathname.split("/").filter(Boolean);
const code = decodeURIComponent(parts[1] || "");
const match = Number(parts[2] || "1");
/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {{summary: TableSummary | null, frames: View[], index: number, seat: number | null, timer: number | null}} */
const replay = { summary: null, frames: [], index: 0, seat: null, timer: null };

/** A form field of the page (the slider, the speed and seat choices).
 * @param {string} id @returns {HTMLInputElement | HTMLSelectElement} */
const field = (id) => /** @type {HTMLInputElement | HTMLSelectElement} */ ($(id));

/** Auto-play speeds: milliseconds between two frames.
 * @type {[string, number][]} */
const SPEEDS = [["slow", 2000], ["normal", 1000], ["fast", 400]];
const SPEED_KEY = "maumau.replay_speed";

/** @param {number} seat @returns {string} */
function names(seat) {
  return seatName(replay.summary, seat);
}

/** @param {string} text */
function showMessage(text) {
  const box = $("message");
  box.textContent = text;
  box.hidden = false;
}

function renderFrame() {
  const view = replay.frames[replay.index];
  if (!view) return;
  const slider = /** @type {HTMLInputElement} */ ($("slider"));
  slider.max = String(replay.frames.length - 1);
  slider.value = String(replay.index);
  $("frame-info").textContent = t("replay.frame", { n: replay.index, total: replay.frames.length - 1 })
    + " · " + t("table.round", { n: view.round + 1 });
  /** @type {TableContext} */
  const ctx = {
    view,
    summary: replay.summary ? { ...replay.summary, status: "round_over" } : null,
    names,
    scores: null,
    host: false,
    replay: true,
    hints: false,
    wantCall: false,
    openHands: view.hands || null,
    lastWords: lastWords(new EventWriter(view.variant, names, view.seat ?? null), view.events),
    onAction: undefined,
    onCard: () => {},
    onToggleCall: () => {},
    onCommand: () => {},
  };
  $("board").replaceChildren(renderBoard(ctx));
  $("hand").replaceChildren(view.seat === null || view.seat === undefined ? "" : renderHand(ctx));
  const end = renderEndPanel(ctx);
  $("end").replaceChildren(...(end ? [end] : []));
  const writer = new EventWriter(view.variant, names, view.seat ?? null);
  const list = $("log");
  list.replaceChildren();
  for (const event of tellable(view.events)) {
    const item = document.createElement("li");
    item.textContent = writer.describe(event);
    list.prepend(item);
  }
}

/** Shows frame `index` (kept within the frames). @param {number} index */
function go(index) {
  replay.index = Math.max(0, Math.min(replay.frames.length - 1, index));
  renderFrame();
}

function playing() {
  return replay.timer !== null;
}

function paintPlay() {
  const button = $("play");
  button.textContent = playing() ? t("replay.pause") : t("replay.play");
  button.setAttribute("aria-pressed", playing() ? "true" : "false");
}

function stop() {
  if (replay.timer !== null) window.clearInterval(replay.timer);
  replay.timer = null;
  paintPlay();
}

function start() {
  stop();
  if (replay.index >= replay.frames.length - 1) go(0);
  const every = Number(field("speed").value) || 1000;
  replay.timer = window.setInterval(() => {
    if (replay.index >= replay.frames.length - 1) {
      stop();
      return;
    }
    go(replay.index + 1);
  }, every);
  paintPlay();
}

function renderSpeeds() {
  const select = field("speed");
  const chosen = select.value || loadSpeed();
  select.replaceChildren(...SPEEDS.map(([name, ms]) => new Option(t("replay.speed." + name), String(ms))));
  select.value = chosen;
  if (!select.value) select.value = "1000";
}

function loadSpeed() {
  try {
    return window.localStorage.getItem(SPEED_KEY) || "1000";
  } catch {
    return "1000";
  }
}

/** @param {string} value */
function saveSpeed(value) {
  try {
    window.localStorage.setItem(SPEED_KEY, value);
  } catch {
    // private mode: the speed holds for this page only
  }
}

function renderViewChoice() {
  const select = /** @type {HTMLSelectElement} */ ($("view-of"));
  select.replaceChildren(new Option(t("replay.open"), "open"));
  const players = replay.summary?.players || replay.frames[0]?.players || 0;
  for (let seat = 0; seat < players; seat += 1) {
    select.append(new Option(seatLabel(replay.summary, seat), String(seat)));
  }
  select.value = replay.seat === null ? "open" : String(replay.seat);
}

async function load() {
  try {
    const data = await getReplay(code, match, replay.seat);
    replay.frames = data.frames;
    go(Math.min(replay.index, replay.frames.length - 1));
  } catch (problem) {
    showMessage(t("error.load", { message: problem instanceof Error ? problem.message : String(problem) }));
  }
}

/** The game's title (in the language shown) and the match number. */
async function renderTitle() {
  const summary = replay.summary;
  if (!summary) return;
  try {
    const variants = (await getVariants()).variants;
    const title = variants.find((v) => v.name === summary.variant)?.title || summary.variant;
    $("table-info").textContent = `${title} · ${t("table.match", { n: match })}`;
  } catch {
    $("table-info").textContent = `${summary.variant} · ${t("table.match", { n: match })}`;
  }
}

async function main() {
  setupLangButton($("lang"));
  setupSettings();
  renderSpeeds();
  paintPlay();
  try {
    replay.summary = await getTable(code);
    await renderTitle();
  } catch (problem) {
    showMessage(t("error.load", { message: problem instanceof Error ? problem.message : String(problem) }));
  }
  renderViewChoice();
  $("view-of").addEventListener("change", () => {
    const value = field("view-of").value;
    replay.seat = value === "open" ? null : Number(value);
    load();
  });
  $("first").addEventListener("click", () => { stop(); go(0); });
  $("prev").addEventListener("click", () => { stop(); go(replay.index - 1); });
  $("next").addEventListener("click", () => { stop(); go(replay.index + 1); });
  $("last").addEventListener("click", () => { stop(); go(replay.frames.length - 1); });
  $("slider").addEventListener("input", () => { stop(); go(Number(field("slider").value)); });
  $("play").addEventListener("click", () => (playing() ? stop() : start()));
  $("speed").addEventListener("change", () => {
    saveSpeed(field("speed").value);
    if (playing()) start();
  });
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
    if (event.key === "ArrowRight") { stop(); go(replay.index + 1); }
    if (event.key === "ArrowLeft") { stop(); go(replay.index - 1); }
  });
  onLangChange(() => {
    renderTitle();
    renderSpeeds();
    paintPlay();
    renderViewChoice();
    renderFrame();
  });
  pageReady();
  await load();
}

main();
