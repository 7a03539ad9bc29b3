// The redacted events of a round in the reader's words: the catalogue's lines
// (page.log.<kind>, the reader's own moves as page.log.<kind>.you), a game's own lines
// where its faces name them (faces.js: events, directions, quiet).

import { cardInfo, cardName, describeChoice } from "./carddata.js";
import { facesOf } from "./faces.js";
import { hasText, t, tn } from "./i18n.js";

/** The line `key` of the catalogue with its fields, in the reader's own form
 * (`key`.you) where the catalogue has one.
 * @param {string} key @param {boolean} you @param {Params} fields @returns {string} */
function phrase(key, you, fields) {
  // the count `n` picks the plural form ("1 Strafkarte")
  return tn(you && hasText(`${key}.you`) ? `${key}.you` : key, Number(fields.n), fields);
}

/** Whether a rule of a game's own lines fits the event.
 * @param {EventRule} rule @param {GameEvent} event @param {string} variant @returns {boolean} */
function fits(rule, event, variant) {
  if (rule.choice !== undefined && event.choice !== rule.choice) return false;
  if (rule.card === "special" && !cardInfo(variant, (event.cards || [])[0] || "")?.special) return false;
  if (rule.target === "self" && event.target !== event.seat) return false;
  return true;
}

/** Writes events for one reader; `names(seat)` gives a seat's name, `mySeat` is "du". */
export class EventWriter {
  /** @param {string} variant @param {Names} names @param {number | null} mySeat */
  constructor(variant, names, mySeat) {
    this.variant = variant;
    this.names = names;
    this.mySeat = mySeat;
    this.faces = facesOf(variant);
  }

  /** @param {string[] | undefined} codes @returns {string} */
  cards(codes) {
    return (codes || []).map((code) => cardName(this.variant, code)).join(", ");
  }

  /** The event in one line of the reader's words.
   * @param {GameEvent} event @returns {string} */
  describe(event) {
    const you = event.seat !== undefined && event.seat === this.mySeat;
    const fields = {
      who: event.seat !== undefined ? this.names(event.seat) : "",
      target: event.target !== undefined ? this.seatObject(event.target) : "",
      cards: this.cards(event.cards),
      n: String(event.count ?? 0),
      choice: event.choice ? describeChoice(this.variant, event.choice) : "",
      kind: event.kind,
    };
    const own = this.own(event, you, fields);
    return own ?? this.generic(event, you, fields);
  }

  /** @param {number} seat @returns {string} */
  seatObject(seat) {
    if (seat === this.mySeat) return t("log.you_object");
    return this.names(seat);
  }

  /** @param {GameEvent} event @param {boolean} you @param {Params} fields @returns {string} */
  generic(event, you, fields) {
    switch (event.kind) {
      case "play": {
        let text = phrase(event.cards ? "log.play" : "log.play_hidden", you, fields);
        const target = event.target ?? this.targetOf(event.action);
        if (target !== null && target !== undefined) text += " " + phrase("log.aims", you, { target: this.seatObject(target) });
        if (event.choice) text += " " + phrase("log.wishes", you, fields);
        const call = (event.action || "").match(/!+$/);
        if (call) text += " " + phrase(call[0] === "!!" ? "log.mau_mau" : "log.mau", you, fields);
        return text;
      }
      case "choose":
        return phrase(event.choice ? "log.choose" : "log.choose_target", you, fields);
      case "draw":
      case "penalty":
        return phrase(`log.${event.kind}${event.cards ? "_seen" : ""}`, you, fields);
      case "gamble":
        return phrase(event.cards ? "log.gamble" : "log.gamble_nothing", you, fields);
      case "mau_missed":
        if (event.choice === "!!") return phrase("log.mau_mau_missed", you, fields);
        return phrase(event.count ? "log.mau_missed" : "log.mau_locked", you, fields);
      case "round_over":
        return phrase(event.seat === undefined ? "log.round_end" : "log.round_over", you, fields);
      case "gift": {
        const key = event.target === this.mySeat ? "log.gift_to_you" : "log.gift";
        return phrase(key, you, { ...fields, cards: event.cards ? `(${fields.cards})` : "" }).trim();
      }
      default:
        return phrase(hasText(`log.${event.kind}`) ? `log.${event.kind}` : "log.other", you, fields);
    }
  }

  /** @param {string | undefined} action @returns {number | null} */
  targetOf(action) {
    const match = /(?:>(\d+))/.exec(action || "");
    return match ? Number(match[1]) : null;
  }

  /** The game's own line for the event (the first of its rules that fits), or null.
   * @param {GameEvent} event @param {boolean} you @param {Params} fields @returns {string | null} */
  own(event, you, fields) {
    const rule = ((this.faces.events || {})[event.kind] || []).find((r) => fits(r, event, this.variant));
    if (!rule) return null;
    const shown = { ...fields };
    if (rule.cards === "by_seat") {
      shown.cards = (event.cards || []).map((code, seat) => `${this.names(seat)}: ${cardName(this.variant, code)}`).join(", ");
    }
    let text = phrase(rule.say, you, shown);
    if (rule.then === "direction") {
      const side = event.choice === undefined ? undefined : (this.faces.directions || {})[event.choice];
      if (side) text += " " + t(side);
      else if (event.target !== undefined) text += " → " + this.seatObject(event.target);
    }
    return text;
  }
}

/** The events worth a line: a hand swap is told once, though the engine records each
 * direction (A's hand to B, B's hand to A) as its own event.
 * @param {GameEvent[] | undefined} events @returns {GameEvent[]} */
export function tellable(events) {
  /** @type {GameEvent[]} */
  const told = [];
  for (const event of events || []) {
    const before = told[told.length - 1];
    const mirror = event.kind === "swap" && before?.kind === "swap"
      && before.seat === event.target && before.target === event.seat;
    if (!mirror) told.push(event);
  }
  return told;
}

/** The last thing each seat did this round, in words (for the seat boxes).
 * @param {EventWriter} writer @param {GameEvent[]} events @returns {Record<number, string>} */
export function lastWords(writer, events) {
  /** @type {Record<number, string>} */
  const last = {};
  for (const event of tellable(events)) {
    if (event.seat === undefined || ["deal", "start", "round_over"].includes(event.kind)) continue;
    if ((writer.faces.quiet || []).includes(event.kind)) continue;  // e.g. drawing back to a full hand
    last[event.seat] = writer.describe(event);
  }
  return last;
}
