// The legal actions' notation (static/js/notation.js): CARD[/CHOICE][>SEAT][!|!!] and the
// words draw/take/pass/gamble, as the library writes them (docs/rules.md, src/maumau/core/actions.py).
import assert from "node:assert/strict";
import { test } from "node:test";
import { page } from "./support.mjs";

const { groupActions, offeredCall, parseAction, playsWithCall } = await page("notation.js");

/** The notation of a parsed action, written back as the library writes it. */
function write(action) {
  if (action.word) return action.word;
  return (action.card ?? "") + (action.choice !== null ? "/" + action.choice : "")
    + (action.target !== null ? ">" + action.target : "") + action.call;
}

test("every form of an action parses into its parts and writes back the same", () => {
  const cases = {
    "JH": { card: "JH", choice: null, target: null, call: "" },
    "JH/S": { card: "JH", choice: "S", target: null, call: "" },
    "7C!": { card: "7C", choice: null, target: null, call: "!" },
    "AD!!": { card: "AD", choice: null, target: null, call: "!!" },
    "r5>2": { card: "r5", choice: null, target: 2, call: "" },
    "karussell/left>10!": { card: "karussell", choice: "left", target: 10, call: "!" },
    "/H": { card: null, choice: "H", target: null, call: "" },
    ">3": { card: null, choice: null, target: 3, call: "" },
  };
  for (const [text, parts] of Object.entries(cases)) {
    const action = parseAction(text);
    assert.deepEqual({ card: action.card, choice: action.choice, target: action.target, call: action.call }, parts, text);
    assert.equal(action.word, null, text);
    assert.equal(write(action), text, `${text} round trips`);
  }
  for (const word of ["draw", "take", "pass", "gamble"]) {
    const action = parseAction(word);
    assert.equal(action.word, word);
    assert.equal(write(action), word);
  }
});

test("text outside the grammar is no card and no word", () => {
  for (const text of ["JH/", "JH>", "JH!!!", "a b", ">1234", "JH/S/D"]) {
    const action = parseAction(text);
    assert.equal(action.card, null, text);
    assert.equal(action.word, null, text);
  }
});

test("legal actions group into plays per card, cardless choices and words", () => {
  const { byCard, choices, words } = groupActions(["7H", "7H!", "JC/H", "JC/S", "/D", "draw", "pass"]);
  assert.deepEqual([...byCard.keys()], ["7H", "JC"]);
  assert.deepEqual(byCard.get("JC").map((play) => play.choice), ["H", "S"]);
  assert.deepEqual(choices.map((choice) => choice.text), ["/D"]);
  assert.deepEqual([...words], ["draw", "pass"]);
});

test("the Mau call is played where the card offers it, and only then", () => {
  const plays = groupActions(["8S", "8S!", "8S!!"]).byCard.get("8S");
  assert.deepEqual(playsWithCall(plays, true).map((play) => play.text), ["8S!!"]);
  assert.deepEqual(playsWithCall(plays, false).map((play) => play.text), ["8S"]);
  // auto_call: only called plays exist, so they are used without asking
  const called = groupActions(["8S!"]).byCard.get("8S");
  assert.deepEqual(playsWithCall(called, false).map((play) => play.text), ["8S!"]);
});

test("a call is offered only where some card can be played with and without it", () => {
  assert.equal(offeredCall(["8S", "8S!", "9S", "draw"]), "!");
  assert.equal(offeredCall(["8S", "8S!!"]), "!!");
  assert.equal(offeredCall(["8S!", "9S!"]), "");  // auto_call: nothing to choose
  assert.equal(offeredCall(["draw"]), "");
});
