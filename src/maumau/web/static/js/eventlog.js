// The redacted events of a round in German or English words.

import { cardName, describeChoice } from "./carddata.js";
import { currentLang } from "./i18n.js";

// key -> [German third person, German "du", English third person, English "you"]
const PHRASES = {
  deal: ["{who} gibt jedem {n} Karten", "Du gibst jedem {n} Karten", "{who} deals {n} cards to each player", "You deal {n} cards to each player"],
  start: ["Aufgedeckt: {cards}", "Aufgedeckt: {cards}", "Turned up: {cards}", "Turned up: {cards}"],
  play: ["{who} spielt {cards}", "Du spielst {cards}", "{who} plays {cards}", "You play {cards}"],
  play_hidden: ["{who} legt eine Karte verdeckt", "Du legst eine Karte verdeckt", "{who} lays a card face down", "You lay a card face down"],
  wishes: ["und wünscht {choice}", "und wünschst {choice}", "and wishes {choice}", "and wish {choice}"],
  aims: ["→ {target}", "→ {target}", "→ {target}", "→ {target}"],
  mau: ["– „Mau!“", "– „Mau!“", "– “Mau!”", "– “Mau!”"],
  mau_mau: ["– „Mau-Mau!“", "– „Mau-Mau!“", "– “Mau-Mau!”", "– “Mau-Mau!”"],
  choose: ["{who} wünscht {choice}", "Du wünschst {choice}", "{who} wishes {choice}", "You wish {choice}"],
  choose_target: ["{who} wählt {target}", "Du wählst {target}", "{who} chooses {target}", "You choose {target}"],
  draw: ["{who} zieht {n}", "Du ziehst {n}", "{who} draws {n}", "You draw {n}"],
  draw_seen: ["{who} zieht {cards}", "Du ziehst {cards}", "{who} draws {cards}", "You draw {cards}"],
  penalty: ["{who} muss {n} ziehen", "Du musst {n} ziehen", "{who} has to draw {n}", "You have to draw {n}"],
  penalty_seen: ["{who} muss ziehen: {cards}", "Du musst ziehen: {cards}", "{who} has to draw: {cards}", "You have to draw: {cards}"],
  forfeit: ["Der Stapel ist leer: {who} zieht nichts", "Der Stapel ist leer: du ziehst nichts", "The talon is empty: {who} draws nothing", "The talon is empty: you draw nothing"],
  pass: ["{who} passt", "Du passt", "{who} passes", "You pass"],
  skipped: ["{who} setzt aus", "Du setzt aus", "{who} is skipped", "You are skipped"],
  reversed: ["Die Richtung wechselt", "Die Richtung wechselt", "The direction reverses", "The direction reverses"],
  wish: ["{who} wünscht {choice}", "Du wünschst {choice}", "{who} wishes {choice}", "You wish {choice}"],
  reshuffle: ["Die Ablage wird zum neuen Stapel gemischt", "Die Ablage wird zum neuen Stapel gemischt", "The discard pile is shuffled into a new talon", "The discard pile is shuffled into a new talon"],
  mau_missed: ["{who} hat nicht „Mau“ gesagt: {n} Strafkarten", "Du hast nicht „Mau“ gesagt: {n} Strafkarten", "{who} forgot to call Mau: {n} penalty cards", "You forgot to call Mau: {n} penalty cards"],
  mau_mau_missed: ["{who} hat nicht „Mau-Mau“ gesagt: {n} Strafkarten", "Du hast nicht „Mau-Mau“ gesagt: {n} Strafkarten", "{who} forgot to call Mau-Mau: {n} penalty cards", "You forgot to call Mau-Mau: {n} penalty cards"],
  mau_locked: ["{who} hat nicht „Mau“ gesagt", "Du hast nicht „Mau“ gesagt", "{who} forgot to call Mau", "You forgot to call Mau"],
  blocked: ["{who} blockt!", "Du blockst!", "{who} blocks!", "You block!"],
  swap: ["{who} tauscht die Hand mit {target}", "Du tauschst die Hand mit {target}", "{who} swaps hands with {target}", "You swap hands with {target}"],
  pass_hands: ["{who} gibt die Hand an {target} weiter", "Du gibst deine Hand an {target} weiter", "{who} passes their hand to {target}", "You pass your hand to {target}"],
  gift: ["{target} zieht eine Karte von {who} {cards}", "{target} zieht eine Karte von dir {cards}", "{target} draws a card from {who} {cards}", "{target} draws a card from you {cards}"],
  gift_to_you: ["Du ziehst eine Karte von {who} {cards}", "Du ziehst eine Karte von {who} {cards}", "You draw a card from {who} {cards}", "You draw a card from {who} {cards}"],
  gamble: ["{who} zockt: {cards}", "Du zockst: {cards}", "{who} gambles: {cards}", "You gamble: {cards}"],
  gamble_nothing: ["{who} zockt, aber der Stapel ist leer", "Du zockst, aber der Stapel ist leer", "{who} gambles, but the talon is empty", "You gamble, but the talon is empty"],
  throw_in: ["{who} wirft {cards} dazwischen!", "Du wirfst {cards} dazwischen!", "{who} throws in {cards}!", "You throw in {cards}!"],
  round_over: ["{who} ist raus und gewinnt die Runde!", "Du bist raus und gewinnst die Runde!", "{who} is out and wins the round!", "You are out and win the round!"],
  round_end: ["Die Runde ist vorbei", "Die Runde ist vorbei", "The round is over", "The round is over"],
  hd_start: ["Startkarten: {cards}", "Startkarten: {cards}", "Starting piles: {cards}", "Starting piles: {cards}"],
  hd_turned_up: ["{cards} aufgedeckt und zurückgemischt", "{cards} aufgedeckt und zurückgemischt", "{cards} turned up and shuffled back", "{cards} turned up and shuffled back"],
  hd_own: ["{who} legt {cards} auf den eigenen Stapel", "Du legst {cards} auf deinen Stapel", "{who} lays {cards} on their own pile", "You lay {cards} on your pile"],
  hd_gift: ["{who} muss {cards} an {target} abgeben", "Du musst {cards} an {target} abgeben", "{who} must give {cards} to {target}", "You must give {cards} to {target}"],
  hd_onion: ["{who} legt eine Zwiebel", "Du legst {cards} als Zwiebel", "{who} lays an onion", "You lay {cards} as an onion"],
  hd_special: ["{who} spielt {cards}", "Du spielst {cards}", "{who} plays {cards}", "You play {cards}"],
  hd_katapult: ["Katapult: {who} verliert {cards}", "Katapult: du verlierst {cards}", "Katapult: {who} loses {cards}", "Katapult: you lose {cards}"],
  hd_down: ["Werwolf: {cards} von {who} wird zur Zwiebel", "Werwolf: dein {cards} wird zur Zwiebel", "Werwolf: {who}'s {cards} turns into an onion", "Werwolf: your {cards} turns into an onion"],
  hd_up: ["Werwolf: die Zwiebel von {who} ist {cards}", "Werwolf: deine Zwiebel ist {cards}", "Werwolf: {who}'s onion is {cards}", "Werwolf: your onion is {cards}"],
  hd_swap: ["{who} tauscht die oberste Karte mit {target}", "Du tauschst die oberste Karte mit {target}", "{who} swaps top cards with {target}", "You swap top cards with {target}"],
  other: ["{who}: {kind}", "Du: {kind}", "{who}: {kind}", "You: {kind}"],
};
const SIDES = { left: ["nach links", "to the left"], right: ["nach rechts", "to the right"] };

function phrase(key, you, fields) {
  const forms = PHRASES[key];
  const index = (currentLang() === "de" ? 0 : 2) + (you ? 1 : 0);
  let text = forms[index];
  for (const [name, value] of Object.entries(fields)) text = text.replaceAll("{" + name + "}", value);
  return text;
}

/** Writes events for one reader; `names(seat)` gives a seat's name, `mySeat` is "du". */
export class EventWriter {
  constructor(variant, names, mySeat) {
    this.variant = variant;
    this.names = names;
    this.mySeat = mySeat;
  }

  cards(codes) {
    return (codes || []).map((code) => cardName(this.variant, code)).join(", ");
  }

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
    if (this.variant === "heuldoch") {
      const own = this.heuldoch(event, you, fields);
      if (own !== null) return own;
    }
    return this.generic(event, you, fields);
  }

  seatObject(seat) {
    if (seat === this.mySeat) return currentLang() === "de" ? "dir" : "you";
    return this.names(seat);
  }

  generic(event, you, fields) {
    switch (event.kind) {
      case "play": {
        let text = phrase(event.cards ? "play" : "play_hidden", you, fields);
        const target = event.target ?? this.targetOf(event.action);
        if (target !== null && target !== undefined) text += " " + phrase("aims", you, { target: this.seatObject(target) });
        if (event.choice) text += " " + phrase("wishes", you, fields);
        const call = (event.action || "").match(/!+$/);
        if (call) text += " " + phrase(call[0] === "!!" ? "mau_mau" : "mau", you, fields);
        return text;
      }
      case "choose":
        return event.choice ? phrase("choose", you, fields) : phrase("choose_target", you, fields);
      case "draw":
      case "penalty":
        return phrase(event.kind + (event.cards ? "_seen" : ""), you, fields);
      case "gamble":
        return phrase(event.cards ? "gamble" : "gamble_nothing", you, fields);
      case "mau_missed":
        if (event.choice === "!!") return phrase("mau_mau_missed", you, fields);
        return phrase(event.count ? "mau_missed" : "mau_locked", you, fields);
      case "round_over":
        return phrase(event.seat === undefined ? "round_end" : "round_over", you, fields);
      case "gift": {
        const key = event.target === this.mySeat ? "gift_to_you" : "gift";
        return phrase(key, you, { ...fields, cards: event.cards ? `(${fields.cards})` : "" }).trim();
      }
      default:
        return PHRASES[event.kind] ? phrase(event.kind, you, fields) : phrase("other", you, fields);
    }
  }

  targetOf(action) {
    const match = /(?:>(\d+))/.exec(action || "");
    return match ? Number(match[1]) : null;
  }

  heuldoch(event, you, fields) {
    switch (event.kind) {
      case "start": {
        const piles = (event.cards || []).map((code, seat) => `${this.names(seat)}: ${cardName("heuldoch", code)}`);
        return phrase("hd_start", you, { ...fields, cards: piles.join(", ") });
      }
      case "reshuffle":
        return phrase("hd_turned_up", you, fields);
      case "swap":
        return phrase("hd_swap", you, fields);
      case "pile":
        if (["katapult", "down", "up"].includes(event.choice)) return phrase("hd_" + event.choice, you, fields);
        return null;
      case "play": {
        if (event.choice === "down") return phrase("hd_onion", you, fields);
        const code = (event.cards || [])[0] || "";
        if (code.length > 2) {
          let text = phrase("hd_special", you, fields);
          const side = SIDES[event.choice];
          if (side) text += " " + side[currentLang() === "de" ? 0 : 1];
          else if (event.target !== undefined) text += " → " + this.seatObject(event.target);
          return text;
        }
        if (event.target === event.seat) return phrase("hd_own", you, fields);
        return phrase("hd_gift", you, fields);
      }
      default:
        return null;
    }
  }
}

/** The events worth a line: a hand swap is told once, though the engine records each
 * direction (A's hand to B, B's hand to A) as its own event. */
export function tellable(events) {
  const told = [];
  for (const event of events || []) {
    const before = told[told.length - 1];
    const mirror = event.kind === "swap" && before?.kind === "swap"
      && before.seat === event.target && before.target === event.seat;
    if (!mirror) told.push(event);
  }
  return told;
}

/** The last thing each seat did this round, in words (for the seat boxes). */
export function lastWords(writer, events) {
  const last = {};
  for (const event of tellable(events)) {
    if (event.seat === undefined || ["deal", "start", "round_over"].includes(event.kind)) continue;
    if (writer.variant === "heuldoch" && event.kind === "draw") continue;  // drawing back to 4
    last[event.seat] = writer.describe(event);
  }
  return last;
}
