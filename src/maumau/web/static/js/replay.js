// The replay page: step through a finished match from one seat's view or all open.

import { getReplay, getTable, getVariants } from "./api.js";
import { renderBoard } from "./board.js";
import { renderEndPanel } from "./endpanel.js";
import { EventWriter, lastWords, tellable } from "./eventlog.js";
import { renderHand } from "./hand.js";
import { seatName } from "./seatnames.js";
import { onLangChange, setupLangButton, t } from "./i18n.js";

const parts = window.location.pathname.split("/").filter(Boolean);
const code = decodeURIComponent(parts[1] || "");
const match = Number(parts[2] || "1");
const $ = (id) => document.getElementById(id);

const replay = { summary: null, frames: [], index: 0, seat: null };

function names(seat) {
  return seatName(replay.summary, seat);
}

function showMessage(text) {
  const box = $("message");
  box.textContent = text;
  box.hidden = false;
}

function renderFrame() {
  const view = replay.frames[replay.index];
  if (!view) return;
  $("slider").max = String(replay.frames.length - 1);
  $("slider").value = String(replay.index);
  $("frame-info").textContent = t("replay.frame", { n: replay.index, total: replay.frames.length - 1 })
    + " · " + t("table.round", { n: view.round + 1 });
  const ctx = {
    view,
    summary: replay.summary ? { ...replay.summary, status: "round_over" } : null,
    names,
    scores: null,
    host: false,
    replay: true,
    hints: false,
    wantCall: false,
    deadlineLeft: null,
    openHands: view.hands || null,
    lastWords: lastWords(new EventWriter(view.variant, names, view.seat ?? null), view.events),
    onAction: null,
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

function go(index) {
  replay.index = Math.max(0, Math.min(replay.frames.length - 1, index));
  renderFrame();
}

function renderViewChoice() {
  const select = $("view-of");
  select.replaceChildren(new Option(t("replay.open"), "open"));
  const players = replay.summary?.players || replay.frames[0]?.players || 0;
  for (let seat = 0; seat < players; seat += 1) select.append(new Option(names(seat), String(seat)));
  select.value = replay.seat === null ? "open" : String(replay.seat);
}

async function load() {
  try {
    const data = await getReplay(code, match, replay.seat);
    replay.frames = data.frames;
    go(Math.min(replay.index, replay.frames.length - 1));
  } catch (problem) {
    showMessage(t("error.load", { message: problem.message }));
  }
}

async function main() {
  setupLangButton($("lang"));
  try {
    replay.summary = await getTable(code);
    const variants = (await getVariants()).variants;
    const title = variants.find((v) => v.name === replay.summary.variant)?.title || replay.summary.variant;
    $("table-info").textContent = `${title} · ${t("table.match", { n: match })}`;
  } catch (problem) {
    showMessage(t("error.load", { message: problem.message }));
  }
  renderViewChoice();
  $("view-of").addEventListener("change", () => {
    const value = $("view-of").value;
    replay.seat = value === "open" ? null : Number(value);
    load();
  });
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(replay.index - 1));
  $("next").addEventListener("click", () => go(replay.index + 1));
  $("last").addEventListener("click", () => go(replay.frames.length - 1));
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  document.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") go(replay.index + 1);
    if (event.key === "ArrowLeft") go(replay.index - 1);
  });
  onLangChange(() => {
    renderViewChoice();
    renderFrame();
  });
  await load();
}

main();
