// The table's delta patching (static/js/patch.js): a `patch` applied to the last whole
// `state` gives the state the server would have sent (docs/protocol.md "patch";
// src/maumau/web/delta.py: `Parts`/`changed` on the server, `apply` in the Python clients).
import assert from "node:assert/strict";
import { test } from "node:test";
import { page } from "./support.mjs";

const { StateKeeper } = await page("patch.js");

// delta.py: entries fixed for the table, and view entries fixed for a round
const SAME_ALL_TABLE = new Set(["code", "variant", "preset", "options", "players", "away_seconds",
  "throw_in_seconds", "bot_delay_ms"]);
const SAME_ALL_ROUND = new Set(["variant", "players", "seat", "round", "dealer", "options"]);

/** The entries of `now` whose JSON differs from `before`'s (delta.changed over parts_of). */
function changed(now, before, fixed) {
  const out = {};
  for (const [key, value] of Object.entries(now)) {
    if (fixed.has(key) || key === "events") continue;
    if (JSON.stringify(value) !== JSON.stringify(before[key])) out[key] = value;
  }
  return out;
}

/** The patch the server sends for `next` to a connection last sent `last`. */
function patchOf(last, next, ref) {
  const patch = { v: 1, type: "patch", state: next.state, events: next.events };
  if (ref !== undefined) patch.ref = ref;
  const table = changed(next.table, last.table, SAME_ALL_TABLE);
  if (Object.keys(table).length) patch.table = table;
  if (next.view) {
    const view = changed(next.view, last.view, SAME_ALL_ROUND);
    if (Object.keys(view).length) patch.view = view;
  }
  for (const key of ["scores", "match_result", "deadline"]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(last[key])) patch[key] = next[key];
  }
  return patch;
}

const seats = [
  { seat: 0, kind: "human", name: "Anna", level: null, connected: true, away: false },
  { seat: 1, kind: "bot", name: null, level: "medium", connected: true, away: false },
];
const table = {
  code: "T", variant: "emojical", preset: "standard", options: { throw_ins: true }, players: 2,
  status: "playing", match: 1, round: 0, host_seat: 0, spectators: 0, away_seconds: 60,
  throw_in_seconds: 2, bot_delay_ms: 600, seats, end_reason: null, series: { matches: 0, wins: [0, 0] },
  chat: true, listed: false, watchers: [], blocked: null,
};
const deal = { kind: "deal", seat: 0, count: 5 };

function view(moment) {
  return {
    variant: "emojical", players: 2, seat: 0, round: 0, dealer: 1, options: { throw_ins: true },
    to_move: moment.to_move, phase: moment.phase ?? "play", hand: moment.hand, hand_sizes: moment.sizes,
    legal_actions: moment.legal ?? [], events: moment.events, table: moment.table ?? { top: "r5", talon_size: 20 },
    result: moment.result ?? null,
  };
}

/** Four states of one round as the server sends them to seat 0. */
function round() {
  const s0 = { v: 1, type: "state", state: 7, table, scores: [0, 0], match_result: null, deadline: null, events: [deal],
    view: view({ to_move: 0, hand: ["r1", "b2", "g3"], sizes: [3, 3], legal: ["r1", "draw"], events: [deal] }) };
  const play = { kind: "play", seat: 0, cards: ["r1"], action: "r1" };
  const s1 = { v: 1, type: "state", state: 8, ref: 41, table, scores: [0, 0], match_result: null, deadline: 2.0,
    events: [play],
    view: view({ to_move: null, phase: "throw_in", hand: ["b2", "g3"], sizes: [2, 3], events: [deal, play],
      table: { top: "r1", talon_size: 20, laid_by: 0 } }) };
  const pass = { kind: "draw", seat: 1, count: 1 };
  const away = { ...table, seats: [seats[0], { ...seats[1], away: true }], spectators: 2 };
  const s2 = { v: 1, type: "state", state: 9, table: away, scores: [0, 0], match_result: null, deadline: null,
    events: [pass],
    view: view({ to_move: 0, hand: ["b2", "g3"], sizes: [2, 4], legal: ["b2", "draw"], events: [deal, play, pass],
      table: { top: "r1", talon_size: 19 } }) };
  const out = { kind: "round_over", seat: 0 };
  const over = { ...away, status: "match_over", series: { matches: 1, wins: [1, 0] } };
  const s3 = { v: 1, type: "state", state: 10, ref: "last", table: over, scores: [12, 0],
    match_result: { winners: [0], totals: [12, 0], rounds: 1 }, deadline: null, events: [out],
    view: view({ to_move: null, hand: [], sizes: [0, 4], events: [deal, play, pass, out],
      table: { top: "g3", talon_size: 19 }, result: { winners: [0], points: [12, 0] } }) };
  return [s0, s1, s2, s3];
}

test("each patch made whole is the state the server would have sent", () => {
  const states = round();
  const keeper = new StateKeeper();
  assert.deepEqual(keeper.whole(states[0]), states[0]);
  for (let i = 1; i < states.length; i += 1) {
    const patch = patchOf(states[i - 1], states[i], states[i].ref);
    assert.ok(!("view" in patch) || !("variant" in patch.view), "a patch leaves out what a round keeps");
    const whole = keeper.patch(patch);
    assert.deepEqual(whole, states[i], `state ${states[i].state}`);
  }
});

test("a patch carries the acting connection's ref only: a ref of the last state goes", () => {
  const [s0, s1, s2] = round();
  const keeper = new StateKeeper();
  keeper.whole(s0);
  assert.equal(keeper.patch(patchOf(s0, s1, 41)).ref, 41);
  const next = keeper.patch(patchOf(s1, s2));
  assert.equal("ref" in next, false);
  assert.equal(next.type, "state");
});

test("the state before is left as it was (the page may still hold it)", () => {
  const [s0, s1] = round();
  const keeper = new StateKeeper();
  const before = structuredClone(s0);
  keeper.whole(s0);
  keeper.patch(patchOf(s0, s1, 41));
  assert.deepEqual(s0, before);
});

test("a patch before any whole state makes nothing; after forget() neither", () => {
  const [s0, s1] = round();
  const keeper = new StateKeeper();
  assert.equal(keeper.patch(patchOf(s0, s1)), null);
  keeper.whole(s0);
  keeper.forget();
  assert.equal(keeper.patch(patchOf(s0, s1)), null);
});

test("while the table waits (view null) a patch changes the table and keeps the view null", () => {
  const waiting = { ...table, status: "waiting", round: null, match: 0 };
  const s0 = { v: 1, type: "state", state: 0, table: waiting, view: null, events: [], scores: null,
    match_result: null, deadline: null };
  const joined = { ...waiting, seats: [seats[0], { ...seats[1], kind: "open", level: null }], spectators: 1 };
  const s1 = { ...s0, table: joined };
  const keeper = new StateKeeper();
  keeper.whole(s0);
  assert.deepEqual(keeper.patch(patchOf(s0, s1)), s1);
});
