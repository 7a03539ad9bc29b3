// The table page's accessibility (docs/accessibility.md): settings, keys and the words
// a screen reader hears. game.js tells it each new state (`tableA11y.state`), each
// refusal (`tableA11y.refused`) and when it redraws (`before` / `after`).

import { Announcer } from "./announce.js";
import { EventWriter, tellable } from "./eventlog.js";
import { instruction } from "./hand.js";
import { onLangChange, t } from "./i18n.js";
import { focusPlace, restoreFocus, rovingHand, setupShortcuts } from "./keyboard.js";
import { loadSettings, onSettingsChange, openSettings, paceFields, setupSettings } from "./settings.js";

const SILENT = new Set(["deal", "start"]);

/** What the turn is now, in words, and a key that changes when the turn does.
 * @param {View} view @param {number | null} mySeat @param {Names} names
 * @returns {[string | null, string]} */
function turnWords(view, mySeat, names) {
  if (view.result) return [null, ""];
  const seat = view.to_move;
  if (seat === null || seat === undefined) return [null, ""];
  const mine = mySeat !== null && seat === mySeat && view.seat === mySeat;
  // [D-15]: an open throw-in window is told as such, never who was asked
  if (!mine && view.phase === "throw_in") return ["other:window", t("table.window")];
  if (!mine) return [`other:${seat}`, t("table.turn_of", { name: names(seat) })];
  const head = view.phase === "throw_in" ? t("table.throw_in") : t("table.your_turn");
  return [`mine:${view.phase}:${(view.legal_actions || []).length}`, head + " " + instruction(view)];
}

class TableA11y {
  constructor() {
    /** @type {Announcer | null} */
    this.announcer = null;
    /** @type {string | null} */
    this.turnKey = null;
    /** @type {number | null} */
    this.round = null;
    /** @type {FocusPlace | null} */
    this.place = null;
    this.resultSaid = false;
  }

  /** Settings button, keys and the live region; `onPace(fields)` when pace changes.
   * @param {{onPace: (fields: Record<string, string>) => void}} how */
  setup({ onPace }) {
    setupSettings();
    const announcer = new Announcer();
    this.announcer = announcer;
    onLangChange(() => {
      announcer.clear();
      this.turnKey = null; // the turn is said again, in the new language
    });
    setupShortcuts({ enabled: () => loadSettings().keys, onSettings: () => openSettings() });
    onSettingsChange(() => onPace(paceFields()));
  }

  /** The fields to send with `hello`.
   * @returns {Record<string, string>} */
  helloFields() {
    return paceFields();
  }

  /** A new state: its events, the turn and the end of the round, in words.
   * @param {StateMessage} message
   * @param {{mySeat: number | null, names: Names, fresh: boolean}} reader */
  state(message, { mySeat, names, fresh }) {
    const view = message.view;
    const announcer = this.announcer;
    if (!view || !announcer) return;
    const say = (/** @type {string} */ text) => announcer.say(text);
    if (this.round !== view.round) {
      this.round = view.round;
      this.turnKey = null;
      this.resultSaid = false;
    }
    if (fresh) {
      const writer = new EventWriter(view.variant, names, mySeat);
      for (const event of tellable(message.events || [])) {
        if (SILENT.has(event.kind) || event.kind === "round_over") continue;
        say(writer.describe(event));
      }
    }
    if (view.result) {
      if (!this.resultSaid) {
        this.resultSaid = true;
        const panel = document.querySelector(".end-panel");
        const heading = panel?.querySelector("h2")?.textContent || t("end.round");
        const winner = panel?.querySelector(".winner")?.textContent || "";
        say(winner ? `${heading}. ${winner}` : heading);
      }
      return;
    }
    const [key, words] = turnWords(view, mySeat, names);
    if (key !== null && key !== this.turnKey) announcer.say(words, { passing: key.startsWith("other:") });
    this.turnKey = key;
  }

  /** A refused move, with its reason.
   * @param {string} text */
  refused(text) {
    this.announcer?.say(text);
  }

  before() {
    this.place = focusPlace();
  }

  after() {
    const hand = document.querySelector("#hand .hand");
    if (hand) rovingHand(hand, this.place?.hand ?? null);
    restoreFocus(this.place);
    this.place = null;
  }
}

export const tableA11y = new TableA11y();
