// The game page: join by link, the waiting room, then the table as the server shows it.

import { tableA11y } from "./a11y.js";
import { ApiError, claimSeat, getTable, getVariants, joinTable } from "./api.js";
import { renderBoard } from "./board.js";
import { connectionFor } from "./connection.js";
/** @typedef {import("./connection.js").TableConnection} TableConnection */
import { closeDialog } from "./dialogs.js";
import { renderEndPanel, renderScores } from "./endpanel.js";
import { EventWriter, lastWords, tellable } from "./eventlog.js";
import { renderHand, instruction } from "./hand.js";
import { renderHostControls } from "./hostcontrols.js";
import { currentLang, onLangChange, problemText, setupLangButton, t } from "./i18n.js";
import { actionForCard } from "./moves.js";
import { animateEvents, reducedMotion } from "./motion.js";
import { groupActions } from "./notation.js";
import { refusalMessage } from "./refusals.js";
import { fillRules, renderRules, tableRequest } from "./rules.js";
import {
  forgetSeat, loadHints, loadName, loadProfileSecret, loadSeat, saveHints, saveName, saveSeat,
} from "./storage.js";
import { seatName } from "./seatnames.js";
import { playSound, setSound, soundFor, soundOn } from "./sounds.js";
import { TalkPanel } from "./talk.js";
import { PassPlay } from "./passplay.js";
import { autoAnswer, autoPauseMs, nothingElse, setupAskSwitch } from "./quick.js";

const HOST_COMMANDS = ["add_bot", "remove_bot", "start", "next_round", "new_match",
  "remove_person", "hand_host", "chat", "list_table"];
import { renderJoin, renderWaiting } from "./waiting.js";
import { pageReady } from "./ready.js";

const code = decodeURIComponent(window.location.pathname.split("/").filter(Boolean)[1] || "");
/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const passPlay = new PassPlay(code);

/**
 * What the page knows of the table and its own seat.
 * @type {{
 *   summary: TableSummary | null, seat: number | null, host: boolean, view: View | null,
 *   scores: number[] | null, stateId: number | null, received: number, autoTimer: number,
 *   deadlineEnd: number | null, newEvents: number, wantCall: boolean, busy: boolean,
 *   connection: TableConnection | null, variants: VariantInfo[] | null,
 *   matchResult: MatchResult | null, welcomed: boolean, joining: boolean, talk: TalkPanel,
 *   talkRef: number | null, auto?: string | null, rulesBox?: RulesBox, rulesLang?: string,
 * }}
 */
const game = {
  summary: null,
  seat: null,
  host: false,
  view: null,
  scores: null,
  stateId: null,
  // How many state messages arrived (document.body.dataset.received): a private pass keeps
  // the state id, so a reader of the page tells one decision from the next by this count.
  received: 0,
  autoTimer: 0,
  deadlineEnd: null,
  newEvents: 0,
  wantCall: false,
  busy: false,
  connection: null,
  variants: null,
  matchResult: null,
  welcomed: false,
  joining: false,
  talk: new TalkPanel(),
  talkRef: null,
};

/** @param {number} seat @returns {string} */
function names(seat) {
  return seatName(game.summary, seat);
}

/** A message over the page for `seconds`.
 * @param {string} text @param {number} [seconds] */
function showMessage(text, seconds = 4) {
  const box = $("message");
  box.textContent = text;
  box.hidden = false;
  placeMessage(box);
  window.clearTimeout(messageTimer);
  messageTimer = window.setTimeout(() => { box.hidden = true; }, seconds * 1000);
}

/** The timer that hides the message. */
let messageTimer = 0;

/** On a phone a message sits just above the hand bar (style.css), clear of the title, the
 * instruction and the hand: --above-hand is how far the hand's top is from the bottom.
 * @param {HTMLElement} box */
function placeMessage(box) {
  const hand = $("hand");
  const top = !$("game").hidden && hand.offsetParent !== null ? hand.getBoundingClientRect().top : null;
  const above = top !== null && top > 0 && top < window.innerHeight ? window.innerHeight - top : 0;
  box.style.setProperty("--above-hand", `${Math.round(above)}px`);
}

/** The end of a round comes into view and takes the focus: a player scrolled down to the
 * hand sees it, and the focus leaves the card it was on. */
function showEnd() {
  /** @type {HTMLElement | null} */
  const panel = document.querySelector("#end .end-panel");
  if (!panel) return;
  const heading = panel.querySelector("h2");
  if (heading) {
    heading.id = "end-heading";
    panel.setAttribute("aria-labelledby", heading.id);
  }
  panel.tabIndex = -1;
  panel.focus({ preventScroll: true });
  panel.scrollIntoView({ block: "start", behavior: reducedMotion() ? "auto" : "smooth" });
}

/** After the lobby made the table (or the page opened), the focus is in the waiting room:
 * on its heading the first time, and again when a redraw took it away.
 * @param {boolean} first @param {boolean} lost */
function focusWaiting(first, lost) {
  if (!first && !lost) return;
  const heading = $("waiting").querySelector("h2");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: !first });
}

/** Shows one of the page's sections: "join", "waiting" or "game".
 * @param {string} section */
function show(section) {
  const shown = $(section).hidden === false;
  for (const id of ["join", "waiting", "game"]) $(id).hidden = id !== section;
  // a section newly shown opens at the top: a table started from the foot of a long
  // waiting room shows its board, not the middle of the page
  if (!shown) window.scrollTo(0, 0);
}

/** @returns {VariantInfo | null} */
function variantInfo() {
  return (game.variants || []).find((v) => v.name === game.summary?.variant) || null;
}

function renderInfo() {
  const summary = game.summary;
  if (!summary) return;
  const info = variantInfo();
  const parts = [info ? info.title : summary.variant];
  if (summary.match) parts.push(t("table.match", { n: summary.match }));
  if (game.view) parts.push(t("table.round", { n: game.view.round + 1 }));
  // each part kept on one line ("Runde 1" never loses its number to the next line)
  const shown = [];
  for (const [i, part] of parts.entries()) {
    if (i) shown.push(" · ");
    const piece = document.createElement("span");
    piece.className = "info-part";
    piece.textContent = part;
    shown.push(piece);
  }
  $("table-info").replaceChildren(...shown);
}

/** Whether the shown seat is to move. @returns {boolean} */
function myTurn() {
  return Boolean(game.view && game.seat !== null && game.view.seat === game.seat && game.view.to_move === game.seat);
}

/** Seconds until the open throw-in window closes, or null. @returns {number | null} */
function deadlineLeft() {
  return game.deadlineEnd === null ? null : (game.deadlineEnd - performance.now()) / 1000;
}

/** The status line: whose turn, what to do, the window's countdown.
 * @param {View} view */
function renderStatus(view) {
  const status = $("status");
  status.replaceChildren();
  status.className = "status";
  const head = document.createElement("strong");
  const line = document.createElement("span");
  status.hidden = Boolean(view.result);
  if (view.result) {
    head.textContent = t("end.round");
  } else if (game.auto && nothingElse(view)) {
    head.textContent = t("do.skipped");
  } else if (myTurn()) {
    status.classList.add("my-turn");
    if (view.phase === "throw_in") status.classList.add("throw-in");
    head.textContent = view.phase === "throw_in" ? t("table.throw_in") : t("table.your_turn");
    line.textContent = instruction(view);
  } else if (view.phase === "throw_in") {
    // [D-15], [D-29]: every seat without an identical card sees the same open window,
    // the seat that laid the card included
    head.textContent = t("table.window");
    line.textContent = windowLine(view);
  } else if (view.to_move === null || view.to_move === undefined) {
    head.textContent = t("table.nobody");
  } else {
    head.textContent = t("table.turn_of", { name: names(view.to_move) });
    line.textContent = game.seat === null ? t("table.spectator") : t("do.wait");
  }
  status.append(head, line);
  const left = deadlineLeft();
  if (view.phase === "throw_in" && !view.result && left !== null && !myTurn()) {
    const countdown = document.createElement("span");
    countdown.className = "deadline";
    countdown.textContent = t("deadline", { n: Math.max(0, Math.ceil(left)) });
    status.append(countdown);
  }
  document.title = (myTurn() ? "▶ " : "") + t("app.title");
}

/** Who laid the card the open window is on, in words true for every seat.
 * @param {View} view @returns {string} */
function windowLine(view) {
  const layer = view.table?.laid_by;
  if (typeof layer !== "number") return t("table.window_any");
  if (layer === game.seat) return t("table.window_on_you");
  return t("table.window_on", { name: names(layer) });
}

/** The event log, newest first, the new events marked.
 * @param {View} view */
function renderLog(view) {
  const list = $("log");
  list.replaceChildren();
  const writer = new EventWriter(view.variant, names, game.seat);
  const events = view.events || [];
  const fresh = new Set(events.slice(events.length - game.newEvents));
  for (const event of tellable(events)) {
    const item = document.createElement("li");
    item.textContent = writer.describe(event);
    if (fresh.has(event)) item.classList.add("new");
    list.prepend(item);
  }
}

/** A card of the hand dropped on the discard pile or a seat's pile plays it there.
 * @param {HTMLElement} board */
function dropTargets(board) {
  const legal = () => game.view?.legal_actions || [];
  /** @param {Element} element @param {(card: string) => void} handler */
  const accept = (element, handler) => {
    element.addEventListener("dragover", (event) => event.preventDefault());
    element.addEventListener("drop", (event) => {
      event.preventDefault();
      handler(/** @type {DragEvent} */ (event).dataTransfer?.getData("text/plain") ?? "");
    });
  };
  for (const discard of board.querySelectorAll(".discard")) {
    accept(discard, (card) => playCard(card, groupActions(legal()).byCard.has(card)));
  }
  for (const pile of /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll(".pile"))) {
    accept(pile, (card) => {
      const target = Number(pile.dataset.pile);
      const plays = groupActions(legal()).byCard.get(card) || [];
      const onto = plays.find((play) => play.target === target && play.choice === null);
      if (onto) sendAction(onto.text);
      else playCard(card, plays.length > 0);
    });
  }
}

/** The table: board, hand, end panel, scores, rules, host controls and log.
 * @param {View} view @param {TableSummary} summary */
function renderGame(view, summary) {
  tableA11y.before();
  show("game");
  renderStatus(view);
  /** @type {TableContext} */
  const ctx = {
    view,
    summary,
    names,
    scores: game.scores,
    host: game.host,
    hints: /** @type {HTMLInputElement} */ ($("hints")).checked,
    wantCall: game.wantCall,
    deadlineLeft: deadlineLeft(),
    matchResult: game.matchResult,
    endReason: summary?.end_reason ?? null,
    lastWords: lastWords(new EventWriter(view.variant, names, game.seat), view.events),
    onAction: (text) => sendAction(text),
    onCard: (card, legal) => playCard(card, legal),
    onToggleCall: () => { game.wantCall = !game.wantCall; renderGame(view, summary); },
    onCommand: (type, fields = {}) => command(type, fields),
    levels: variantInfo()?.bots || ["easy", "medium", "hard"],
  };
  const board = renderBoard(ctx);
  dropTargets(board);
  $("board").replaceChildren(board);
  $("hand").replaceChildren(game.seat === null ? "" : renderHand(ctx));
  const end = renderEndPanel(ctx);
  $("end").replaceChildren(...(end ? [end] : []));
  const rulesOpen = /** @type {RulesBox | null} */ (document.querySelector(".rules-box"))?.open ?? false;
  const rules = game.rulesBox && game.rulesLang === currentLang() ? game.rulesBox : renderRules(summary);
  game.rulesBox = rules;
  game.rulesLang = currentLang();
  rules.open = rulesOpen;
  const hostOpen = /** @type {HTMLDetailsElement | null} */ (
    document.querySelector("#scores .host-controls"))?.open ?? false;
  const controls = renderHostControls({
    summary, mySeat: game.seat, levels: variantInfo()?.bots || ["easy", "medium", "hard"], names,
    onCommand: command,
  }, hostOpen);
  const side = $("scores");
  if (rules.parentElement === side) {
    // the rules box stays where it is: a reader in its open drawer keeps the focus
    for (const old of [...side.children]) if (old !== rules) old.remove();
    rules.before(renderScores(ctx));
    if (controls) rules.after(controls);
  } else {
    side.replaceChildren(renderScores(ctx), rules, ...(controls ? [controls] : []));
  }
  renderLog(view);
  document.body.classList.toggle("my-turn", Boolean(myTurn()));
  tableA11y.after();
}

/** The talk panel, kept while the person types (only its parts are replaced). */
function renderTalk() {
  const box = $("talk");
  const summary = game.summary;
  box.hidden = !game.welcomed || !summary || game.joining;
  if (box.hidden || !summary) return;
  const typing = document.activeElement?.classList.contains("talk-text");
  const panel = game.talk.render({
    summary,
    mySeat: game.seat,
    host: game.host,
    names,
    onTalk: (fields) => { game.talkRef = game.connection?.send("talk", fields) ?? null; },
    onChat: (on) => command("chat", { on }),
  });
  box.replaceChildren(panel);
  if (typing) {
    /** @type {HTMLInputElement | null} */
    const input = box.querySelector(".talk-text");
    input?.focus();
    if (input) input.setSelectionRange(input.value.length, input.value.length);
  }
}

function render() {
  renderInfo();
  renderTalk();
  if (game.joining) {
    renderJoinPanel();
    return;
  }
  document.body.dataset.state = game.stateId === null ? "" : String(game.stateId);
  document.body.dataset.received = String(game.received);
  if (!game.summary || !game.welcomed) return;
  const view = game.view;
  if (game.summary.status === "waiting" || !view) {
    show("waiting");
    const levels = variantInfo()?.bots || ["easy", "medium", "hard"];
    const room = $("waiting");
    const first = !room.dataset.drawn;
    const lost = room.contains(document.activeElement);
    room.replaceChildren(renderWaiting({
      summary: game.summary,
      mySeat: game.seat,
      host: game.host,
      levels,
      names,
      onCommand: command,
    }));
    room.dataset.drawn = "true";
    focusWaiting(first, lost);
    return;
  }
  renderGame(view, game.summary);
}

/** Plays `text` (an action in notation) for the shown seat.
 * @param {string} text */
function sendAction(text) {
  if (!myTurn() || game.busy || !game.connection) return;
  game.busy = true;
  const sent = game.connection.send("action", { state: game.stateId, action: text });
  if (sent === null) {
    game.busy = false;
    showMessage(t("error.network"));
  }
}

/** A click on a card of the hand: its play (asking where there is a choice), or, for a card
 * that cannot be played, the server's reason why.
 * @param {string} card @param {boolean} legal */
async function playCard(card, legal) {
  if (!myTurn() || !game.view) {
    showMessage(t("do.wait"), 2);
    return;
  }
  if (!legal) {
    // The server says why (the library's refusal, rendered in the player's language).
    sendAction(card);
    return;
  }
  const action = await actionForCard(game.view, card, game.wantCall, names);
  if (action) sendAction(action);
}

/** @type {Command} */
function command(type, fields) {
  // In pass-and-play the host's commands go through the host seat's own connection.
  const through = HOST_COMMANDS.includes(type) ? passPlay.hostConnection(game.summary) : null;
  (through || game.connection)?.send(type, fields);
}

/** A whole state of the shown seat.
 * @param {StateMessage} message */
function onState(message) {
  game.stateId = message.state;
  game.received += 1;
  game.summary = message.table;
  if (game.seat !== null && message.table) {
    const wasHost = game.host;
    game.host = message.table.host_seat === game.seat;
    if (game.host && !wasHost) showMessage(t("hostctl.now_host"));
  }
  const before = game.view;
  game.view = message.view;
  game.scores = message.scores;
  game.matchResult = message.match_result || null;
  game.deadlineEnd = typeof message.deadline === "number" ? performance.now() + message.deadline * 1000 : null;
  const sameRound = before && game.view && before.round === game.view.round;
  game.newEvents = sameRound ? (message.events || []).length : 0;
  game.busy = false;
  game.wantCall = false;
  if (!myTurn()) closeDialog();
  if (game.seat !== null && passPlay.on()) game.host = passPlay.isHostHere(game.summary);
  // Being skipped: accepted without a click after the same pause for everyone.
  window.clearTimeout(game.autoTimer);
  game.auto = myTurn() ? autoAnswer(game.view) : null;
  render();
  // the round just ended (or the page opened on its end): its panel comes into view
  const view = game.view;
  if (view?.result && !(sameRound && before?.result)) showEnd();
  tableA11y.state(message, { mySeat: game.seat, names, fresh: Boolean(sameRound && game.newEvents > 0) });
  if (game.auto) {
    const answer = game.auto;
    game.autoTimer = window.setTimeout(() => {
      if (game.auto === answer && !game.busy) sendAction(answer);
    }, autoPauseMs(game.summary));
  }
  if (view && sameRound && game.newEvents > 0 && !$("game").hidden) {
    animateEvents($("game"), message.events, view.variant, game.seat);
    playSound(soundFor(message.events, game.seat, myTurn()));
  }
}

/** The handlers of one seat's connection. Only the shown seat's connection renders; in
 * pass-and-play the other local seats' connections keep their latest state for the switch.
 * @param {LocalSeat} entry @returns {ConnectionHandlers} */
function seatHandlers(entry) {
  const shown = () => entry.connection === game.connection;
  return {
    onWelcome: (message) => {
      entry.welcome = message;
      if (!shown()) return;
      game.talk.setLog(message.talk || []);
      game.welcomed = true;
      game.seat = message.seat;
      game.host = message.host || passPlay.isHostHere(message.table);
      game.summary = message.table;
      render();
    },
    onState: (message) => {
      entry.last = message;
      if (shown()) onState(message);
      checkTurn(message);
    },
    onTalk: (message) => {
      if (!shown()) return;
      game.talk.add(message.talk);
      if (message.ref !== undefined && message.ref === game.talkRef) game.talk.sent();
      renderTalk();
    },
    onError: (message) => {
      if (!shown()) {
        if (message.code === "removed" || message.code === "bad_token") passPlay.drop(entry.seat);
        return;
      }
      game.busy = false;
      if (message.code === "removed") {
        game.welcomed = false;
        game.seat = null;
        game.host = false;
        forgetSeat(code);
        passPlay.forget();
        game.connection?.close();
        startJoin();
        showMessage(t("server.removed"), 10);
        return;
      }
      if (message.code === "bad_token") {
        game.welcomed = false;
        forgetSeat(code);
        passPlay.forget();
        game.connection?.close();
        startJoin();
        return;
      }
      if (message.code === "illegal_action" && message.reason) {
        playSound("refused");
        showMessage(refusalMessage(game.view?.variant, message.reason, message.message), 5);
        tableA11y.refused($("message").textContent);
        return;
      }
      showMessage(problemText(message));
    },
    onStatus: (status) => {
      if (!shown()) return;
      const box = $("connection");
      box.hidden = status === "open";
      box.textContent = t("table.reconnecting");
    },
  };
}

/** Opens the connection of a local seat.
 * @param {LocalSeat} entry @returns {TableConnection} */
function openSeat(entry) {
  const connection = connectionFor(code, entry.token, currentLang(), seatHandlers(entry));
  entry.connection = connection;
  connection.helloFields = tableA11y.helloFields();
  connection.connect();
  return connection;
}

/** Takes the seat of `token` (and opens this device's other local seats).
 * @param {string} token @param {number | null} [seat] */
function connect(token, seat = null) {
  game.joining = false;
  $("join").replaceChildren();
  delete $("join").dataset.shown;
  show("waiting");
  $("waiting").textContent = t("table.connecting");
  game.connection?.close();
  const entry = passPlay.entry(seat, token);
  game.connection = openSeat(entry);
  passPlay.active = entry.seat;
  for (const other of passPlay.others(entry.seat)) openSeat(other);
}

// ------------------------------------------------------------------ pass-and-play

/** When a local seat other than the shown one is to move: cover the table until that
 * person taps (each seat's hand comes only from its own connection's view).
 * @param {StateMessage} message */
function checkTurn(message) {
  if (!passPlay.on() || passPlay.covered !== null) return;
  const toMove = message.view?.to_move;
  if (message.table?.status !== "playing" || toMove === null || toMove === undefined) return;
  if (toMove === passPlay.active || !passPlay.has(toMove)) return;
  passPlay.covered = toMove;
  closeDialog();
  $("app").hidden = true;
  const name = passPlay.name(toMove) || names(toMove);
  $("cover").replaceChildren(passPlay.renderCover(name, () => switchTo(toMove)));
  $("cover").hidden = false;
}

/** Shows local seat `seat` (pass-and-play).
 * @param {number} seat */
function switchTo(seat) {
  const entry = passPlay.get(seat);
  passPlay.covered = null;
  $("cover").hidden = true;
  $("cover").replaceChildren();
  $("app").hidden = false;
  if (!entry) return;
  passPlay.active = seat;
  game.connection = entry.connection ?? null;
  game.seat = seat;
  game.view = null;
  if (entry.welcome) {
    game.welcomed = true;
    game.host = entry.welcome.host || passPlay.isHostHere(entry.welcome.table);
  }
  if (entry.last) onState(entry.last);
  else render();
}

async function startJoin() {
  $("talk").hidden = true;
  let summary;
  try {
    summary = await getTable(code);
  } catch (problem) {
    show("join");
    $("join").textContent = problem instanceof ApiError && problem.status === 404
      ? t("join.unknown") : t("error.load", { message: errorMessage(problem) });
    return;
  }
  game.summary = summary;
  game.joining = true;
  renderInfo();
  renderJoinPanel();
}

/**
 * The invitation: who invited, the game and its rules, the seats; then the form. Drawn
 * again only when what it shows changed (the table, the language, the game's title), so
 * a name being typed keeps its field; when it is drawn again, the typed name and the
 * focus carry over.
 */
function renderJoinPanel() {
  if (!game.joining || !game.summary) return;
  show("join");
  const panel = $("join");
  const shown = JSON.stringify([game.summary, currentLang(), variantInfo()?.title ?? null]);
  if (panel.dataset.shown === shown && panel.querySelector(".join-name")) return;
  panel.dataset.shown = shown;
  const about = { game: variantInfo()?.title, names, rules: joinRules() };
  /** @type {HTMLInputElement | null} */
  const field = panel.querySelector(".join-name");
  const typed = field?.value;
  const typing = field !== null && field === document.activeElement;
  panel.replaceChildren(renderJoin(game.summary, typed ?? loadName(), async (name, seat) => {
    const chosen = name || t("lobby.name_default");
    saveName(name);
    try {
      const answer = await joinTable(code, chosen, seat);
      saveSeat(code, answer.token, answer.seat);
      if (answer.seat !== null) await claimForProfile(answer.token);
      game.joining = false;
      connect(answer.token, answer.seat);
    } catch (problem) {
      showMessage(t("error.server", { message: errorMessage(problem) }));
    }
  }, about));
  if (typing) /** @type {HTMLElement | null} */ (panel.querySelector(".join-name"))?.focus();
}

/** With a profile on this device, the matches at the seat just taken count for it.
 * @param {string} token */
async function claimForProfile(token) {
  const secret = loadProfileSecret();
  if (!secret) return;
  try {
    await claimSeat(secret, code, token);
  } catch {
    // a deleted profile: the seat plays on without counting
  }
}

/** The rules of the table in words, for the invitation. @returns {HTMLElement} */
function joinRules() {
  const box = document.createElement("section");
  box.className = "join-rules";
  const heading = document.createElement("h3");
  heading.textContent = t("join.rules");
  const body = document.createElement("div");
  box.append(heading, body);
  if (game.summary) fillRules(body, tableRequest(game.summary));
  return box;
}

/** The message of a failure (an ApiError's, or the text of anything thrown).
 * @param {unknown} problem @returns {string} */
function errorMessage(problem) {
  return problem instanceof Error ? problem.message : String(problem);
}

/** The games of GET /api/variants (the list itself in an older answer).
 * @param {{variants: VariantInfo[]} | VariantInfo[]} list @returns {VariantInfo[]} */
function variantList(list) {
  return Array.isArray(list) ? list : list.variants;
}

async function main() {
  setupLangButton($("lang"));
  tableA11y.setup({ onPace: (fields) => {
    // said again with the new pace: the server plays the table at its slowest asked pace
    for (const connection of [game.connection]) {
      if (!connection) continue;
      connection.helloFields = fields;
      connection.send("hello", { token: connection.token, lang: connection.lang, ...fields });
    }
  } });
  const hints = /** @type {HTMLInputElement} */ ($("hints"));
  hints.checked = loadHints();
  hints.addEventListener("change", () => {
    saveHints(hints.checked);
    if (game.view) render();
  });
  setupAskSwitch(/** @type {HTMLInputElement | null} */ (document.getElementById("always-ask")));
  const sound = /** @type {HTMLInputElement | null} */ (document.getElementById("sound"));
  if (sound) {
    sound.checked = soundOn();
    sound.addEventListener("change", () => {
      setSound(sound.checked);
      if (sound.checked) playSound("play");
    });
  }
  onLangChange(() => {
    // The game's title comes with the variants, in the language asked for.
    getVariants().then((list) => {
      game.variants = variantList(list);
      render();
    }).catch(() => {});
    game.connection?.setLang(currentLang());
    passPlay.setLang(currentLang());
    if (passPlay.covered !== null) {
      const seat = passPlay.covered;
      $("cover").replaceChildren(passPlay.renderCover(passPlay.name(seat) || names(seat),
        () => switchTo(seat)));
    }
    render();
  });
  window.setInterval(() => {
    const left = deadlineLeft();
    if (left === null) return;
    for (const badge of document.querySelectorAll(".deadline")) {
      badge.textContent = t("deadline", { n: Math.max(0, Math.ceil(left)) });
    }
  }, 250);
  getVariants().then((list) => {
    game.variants = variantList(list);
    render();
  }).catch(() => {});
  const saved = loadSeat(code);
  if (saved) connect(saved.token, saved.seat ?? null);
  else startJoin();
  pageReady();
}

main();
