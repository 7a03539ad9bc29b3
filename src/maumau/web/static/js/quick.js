// One tap where a decision has one sensible answer (the game's faces say which: its
// decisions' "quick"), and the switch "always ask" that brings every dialog back.
// - A card whose plays are one face-up place and the game's face-down choice is laid face
//   up at once; the hand's toggle button lays the next card face down instead.
// - Being skipped is accepted without a click after the table's throw-in time, the same
//   pause for every skipped seat, so that the moment tells nobody whether a Blocken was
//   held; a person with nothing else to do sees it as a notice.

import { facesOf } from "./faces.js";

const KEY = "maumau.always_ask";
let downArmed = false;

/** Whether the person asked to be asked every time (remembered on this device).
 * @returns {boolean} */
export function alwaysAsk() {
  try {
    return window.localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

/** @param {boolean} on */
function saveAlwaysAsk(on) {
  try {
    window.localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // private mode: the switch holds for this page only
  }
}

/** Wires the "always ask" checkbox: its state from storage, its changes to storage.
 * @param {HTMLInputElement | null} box */
export function setupAskSwitch(box) {
  if (!box) return;
  box.checked = alwaysAsk();
  const checkbox = box;
  checkbox.addEventListener("change", () => saveAlwaysAsk(checkbox.checked));
}

/** @param {string} variant */
function quickRule(variant) {
  return facesOf(variant).decisions?.quick || null;
}

/** The game's face-down toggle for this view, or null: {choice, label, title}.
 * @param {View} view @returns {{choice: string, label: string, title: string} | null} */
export function downToggle(view) {
  const rule = quickRule(view.variant);
  if (!rule?.toggle) return null;
  const toggle = rule.toggle;
  const offered = (view.legal_actions || []).some((text) => text.includes("/" + toggle));
  return offered ? { choice: toggle, label: rule.label ?? "", title: rule.title ?? "" } : null;
}

/** Whether the next card is laid face down. @returns {boolean} */
export function isDownArmed() {
  return downArmed;
}

/** @param {boolean} on */
export function setDownArmed(on) {
  downArmed = Boolean(on);
}

/** The one play to make for a tap on a card whose `plays` (parsed, one call) are several,
 * or null to ask.
 * @param {View} view @param {ParsedAction[]} plays @returns {string | null} */
export function quickPlay(view, plays) {
  const rule = quickRule(view.variant);
  if (!rule?.toggle) return null;
  const down = plays.filter((play) => play.choice === rule.toggle);
  if (downArmed && down.length === 1) {
    downArmed = false;
    return down[0].text;
  }
  if (alwaysAsk()) return null;
  const up = plays.filter((play) => play.choice !== rule.toggle);
  if (up.length === 1 && down.length === 1 && plays.length === 2) return up[0].text;
  return null;
}

/** The answer the page gives by itself when this person is skipped: "take", sent after
 * the table's throw-in time (see `autoPauseMs`) unless the person answers first. It is the
 * same for every skipped person, whether they hold a Blocken or not, so when the answer
 * comes tells the other seats nothing ([D-16]); null when the person wants to be asked.
 * @param {View | null} view @returns {string | null} */
export function autoAnswer(view) {
  if (alwaysAsk() || !view || view.result) return null;
  const legal = view.legal_actions || [];
  if (view.phase === "skip" && legal.includes("take")) return "take";
  return null;
}

/** Whether accepting is all there is to do (being skipped with nothing to answer it).
 * @param {View | null} view @returns {boolean} */
export function nothingElse(view) {
  const legal = view?.legal_actions || [];
  return legal.length === 1 && autoAnswer(view) === legal[0];
}

/** How long the page waits before its own answer: the table's throw-in time, the same
 * for every seat of the table.
 * @param {TableSummary | null} summary @returns {number} */
export function autoPauseMs(summary) {
  const seconds = Number(summary?.throw_in_seconds);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 8) * 1000;
}
