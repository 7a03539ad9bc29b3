// What the table tells beside the cards: the context of a choice (static/js/choiceinfo.js),
// the event log's lines (eventlog.js), the cards that fly (motion.js) and the answers the
// page gives by itself (quick.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import { CATALOGUES, page } from "./support.mjs";

const { withContext } = await page("choiceinfo.js");
const { EventWriter, lastWords, tellable } = await page("eventlog.js");
const { flightsOf } = await page("motion.js");
const { autoAnswer, autoPauseMs, nothingElse } = await page("quick.js");
const { parseAction } = await page("notation.js");

const fill = (text, fields) => Object.entries(fields).reduce((out, [k, v]) => out.replaceAll(`{${k}}`, String(v)), text);

function view(extra = {}) {
  return { variant: "classic", players: 3, seat: 0, round: 0, dealer: 2, to_move: 0, phase: "play",
    hand: ["7H"], hand_sizes: [1, 1, 4], legal_actions: [], events: [], table: { top: "8H" },
    result: null, options: {}, ...extra };
}

test("a choice naming a seat tells that seat's hand size, in its plural form", () => {
  const answer = { label: "Bot 2", value: "JH>1" };
  const one = withContext(view(), parseAction("JH>1"), answer);
  assert.equal(one.hint, CATALOGUES.de["page.dialog.hand_size.one"].replaceAll("{n}", "1"));
  const four = withContext(view(), parseAction("JH>2"), answer);
  assert.equal(four.hint, fill(CATALOGUES.de["page.dialog.hand_size"], { n: 4 }));
  assert.equal(withContext(view(), parseAction("JH/S"), answer), answer);  // no seat: as it was
});

test("where every seat has a pile, a choice tells the pile's top card", () => {
  const piles = view({ variant: "heuldoch", table: { piles: [{ top: "r5" }, { top: null }, { top: "g2" }] } });
  const answer = { label: "x", value: "b1>2" };
  const onto = withContext(piles, parseAction("b1>2"), answer);
  assert.ok(onto.hint.startsWith(CATALOGUES.de["page.dialog.pile_top"].split("{card}")[0]), onto.hint);
  assert.match(onto.icon, /^<span class="answer-card"><svg/);
  assert.equal(withContext(piles, parseAction("b1>1"), answer).hint, CATALOGUES.de["page.dialog.pile_empty"]);
});

test("a hand swap is told once, and each seat's last words are its last move", () => {
  const events = [
    { kind: "deal", seat: 0 },
    { kind: "swap", seat: 0, target: 2 },
    { kind: "swap", seat: 2, target: 0 },
    { kind: "draw", seat: 1, count: 2 },
    { kind: "swap", seat: 1, target: 0 },
  ];
  assert.deepEqual(tellable(events).map((event) => event.kind + event.seat), ["deal0", "swap0", "draw1", "swap1"]);
  const names = (seat) => `P${seat}`;
  const writer = new EventWriter("classic", names, 0);
  const last = lastWords(writer, events);
  assert.deepEqual(Object.keys(last), ["0", "1"]);  // a deal is nobody's move
  assert.equal(last[1], writer.describe(events[4]));
  // the reader's own move in the reader's form where the catalogue has one
  const mine = writer.describe({ kind: "draw", seat: 0, count: 1 });
  const own = CATALOGUES.de["page.log.draw.you.one"] ?? CATALOGUES.de["page.log.draw.you"];
  if (own !== undefined) assert.equal(mine, fill(own, { n: 1, who: "P0" }));
});

test("the cards of each event fly from where they were to where they went", async () => {
  const at = {
    seat: (n) => ({ x: n, y: 0 }), pile: (n) => ({ x: n, y: 1 }),
    talon: () => ({ x: -1, y: -1 }), discard: () => ({ x: -2, y: -2 }),
  };
  assert.deepEqual(flightsOf({ kind: "play", seat: 1, cards: ["7H"] }, "classic", at),
    [[{ x: 1, y: 0 }, { x: -2, y: -2 }, "7H"]]);
  // a draw of many shows three backs at most
  const drawn = flightsOf({ kind: "draw", seat: 2, count: 7 }, "classic", at);
  assert.equal(drawn.length, 3);
  assert.ok(drawn.every(([from, to, code]) => from.x === -1 && to.x === 2 && code === null));
  // piles: onto the target's pile, a special card onto the discard pile
  assert.deepEqual(flightsOf({ kind: "play", seat: 0, target: 2, cards: ["r5"] }, "heuldoch", at),
    [[{ x: 0, y: 0 }, { x: 2, y: 1 }, "r5"]]);
  const special = Object.entries(await facesSpecial()).find(([, spec]) => spec.special)?.[0];
  if (special) {
    assert.deepEqual(flightsOf({ kind: "play", seat: 0, cards: [special] }, "heuldoch", at)[0][1], { x: -2, y: -2 });
  }
  assert.deepEqual(flightsOf({ kind: "deal" }, "classic", at), []);
});

async function facesSpecial() {
  const { facesOf } = await page("faces.js");
  return facesOf("heuldoch").faces;
}

test("being skipped is accepted after the table's throw-in time, the same for every seat", () => {
  const skipped = view({ phase: "skip", legal_actions: ["take"] });
  assert.equal(autoAnswer(skipped), "take");
  assert.equal(nothingElse(skipped), true);
  assert.equal(nothingElse(view({ phase: "skip", legal_actions: ["take", "7S"] })), false);
  assert.equal(autoAnswer(view({ phase: "play", legal_actions: ["take"] })), null);
  assert.equal(autoAnswer(null), null);
  assert.equal(autoPauseMs({ throw_in_seconds: 3 }), 3000);
  assert.equal(autoPauseMs({ throw_in_seconds: 0 }), 8000);
  assert.equal(autoPauseMs(null), 8000);
});
