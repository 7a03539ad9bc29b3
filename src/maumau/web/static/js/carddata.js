// What a card code means in each game: its colour or suit, face, name and effect, in
// German and English. Card codes follow RULES.md "Card codes".

import { currentLang, t } from "./i18n.js";

const de = () => currentLang() === "de";
const say = (german, english) => (de() ? german : english);

/** Colours and suits: the name, the paint and the shape every colour also carries. */
export const COLOURS = {
  classic: {
    C: { de: "Kreuz", en: "Clubs", paint: "#1f1f1f", shape: "club", letter: "♣" },
    S: { de: "Pik", en: "Spades", paint: "#1b7a3a", shape: "spade", letter: "♠" },
    H: { de: "Herz", en: "Hearts", paint: "#cc1f2d", shape: "heart", letter: "♥" },
    D: { de: "Karo", en: "Diamonds", paint: "#d9760a", shape: "diamond", letter: "♦" },
  },
  tabaluga: {
    g: { de: "Grün", en: "Green", paint: "#2e8b3d", shape: "leaf", letter: "G" },
    b: { de: "Blau", en: "Blue", paint: "#1f63c4", shape: "drop", letter: "B" },
    r: { de: "Rot", en: "Red", paint: "#d0242e", shape: "flame", letter: "R" },
    y: { de: "Gelb", en: "Yellow", paint: "#e3b100", shape: "sun", letter: "Y" },
  },
  emojical: {
    y: { de: "Gelb", en: "Yellow", paint: "#e6b400", shape: "star", letter: "Y" },
    p: { de: "Lila", en: "Purple", paint: "#8a3fc2", shape: "heart", letter: "P" },
    g: { de: "Grün", en: "Green", paint: "#2e8b3d", shape: "triangle", letter: "G" },
    b: { de: "Blau", en: "Blue", paint: "#1f63c4", shape: "circle", letter: "B" },
  },
  heuldoch: {
    r: { de: "Rot", en: "Red", paint: "#d0242e", shape: "diamond", letter: "R" },
    o: { de: "Orange", en: "Orange", paint: "#ea7a10", shape: "square", letter: "O" },
    y: { de: "Gelb", en: "Yellow", paint: "#e0b000", shape: "star", letter: "Y" },
    g: { de: "Grün", en: "Green", paint: "#2e8b3d", shape: "triangle", letter: "G" },
    b: { de: "Blau", en: "Blue", paint: "#1f63c4", shape: "circle", letter: "B" },
    p: { de: "Lila", en: "Purple", paint: "#8a3fc2", shape: "heart", letter: "P" },
    k: { de: "Schwarz", en: "Black", paint: "#222222", shape: "cross", letter: "K" },
  },
};

export function colourInfo(variant, key) {
  return (COLOURS[variant] || {})[key] || null;
}

export function colourName(variant, key) {
  const info = colourInfo(variant, key);
  if (!info) return key;
  return de() ? info.de : info.en;
}

const RANK_NAMES = {
  "7": ["7", "7"], "8": ["8", "8"], "9": ["9", "9"], T: ["10", "10"],
  J: ["Bube", "Jack"], Q: ["Dame", "Queen"], K: ["König", "King"], A: ["Ass", "Ace"],
};
const RANK_SHORT = { T: ["10", "10"], J: ["B", "J"], Q: ["D", "Q"], K: ["K", "K"], A: ["A", "A"] };

const EMOJI_FACES = ["smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry"];
const EMOJI_NAMES = {
  smile: ["Lächeln", "Smile"], wink: ["Zwinkern", "Wink"], laugh: ["Lachen", "Laugh"],
  cool: ["Cool", "Cool"], love: ["Verliebt", "Love"], tongue: ["Zunge", "Tongue"],
  sad: ["Traurig", "Sad"], angry: ["Wütend", "Angry"],
  "+2": ["Zieh 2", "Draw 2"], skip: ["Aussetzen", "Skip"], block: ["Blocken", "Block"],
  swap: ["Kartentausch", "Swap hands"], gift: ["Schenken", "Gift"], gamble: ["Zocken", "Gamble"],
  wish: ["Farbwunsch", "Colour wish"], "+4": ["Zieh 4 + Farbwunsch", "Draw 4 + colour wish"],
  extra: ["Extra-Karte", "Extra card"],
};
const TABALUGA_FACES = {
  R: ["Richtung wechseln", "Reverse"], "+2": ["Nimm 2", "Draw 2"], "+4": ["Nimm 4", "Draw 4"],
  S: ["STOP", "STOP"], W: ["Farbwechsel", "Colour change"],
};
const SPECIALS = {
  katapult: ["Katapult", "Katapult"], strandtuch: ["Strandtuch", "Strandtuch"],
  karussell: ["Karussell", "Karussell"], werwolf: ["Werwolf", "Werwolf"],
};

const pick = (pair) => (de() ? pair[0] : pair[1]);

/** Splits a card code into colour key (or null) and face. */
export function splitCode(variant, code) {
  if (variant === "classic") {
    if (code === "X") return { colour: null, face: "X" };
    return { colour: code.slice(-1), face: code.slice(0, -1) };
  }
  if (variant === "emojical") {
    const at = code.lastIndexOf(":");
    return at < 0 ? { colour: null, face: code } : { colour: code.slice(0, at), face: code.slice(at + 1) };
  }
  if (variant === "tabaluga") {
    if (code === "W") return { colour: null, face: "W" };
    return { colour: code[0], face: code.slice(1) };
  }
  if (SPECIALS[code] || code === "onion") return { colour: null, face: code };
  return { colour: code[0], face: code.slice(1) };
}

export function rankShort(face) {
  const pair = RANK_SHORT[face];
  return pair ? pick(pair) : face;
}

export function isEmojiFace(face) {
  return EMOJI_FACES.includes(face);
}

/** The card's name in words: "Herz Bube", "Blau 7", "Grün Kartentausch". */
export function cardName(variant, code) {
  if (code === "onion") return say("Zwiebel (verdeckt)", "Onion (face down)");
  const { colour, face } = splitCode(variant, code);
  const colourText = colour ? colourName(variant, colour) : "";
  if (variant === "classic") {
    if (face === "X") return "Joker";
    return de() ? `${colourText}-${pick(RANK_NAMES[face] || [face, face])}`
      : `${pick(RANK_NAMES[face] || [face, face])} of ${colourText}`;
  }
  if (variant === "tabaluga") {
    const special = TABALUGA_FACES[face];
    return [colourText, special ? pick(special) : face].filter(Boolean).join(" ");
  }
  if (variant === "emojical") {
    const named = EMOJI_NAMES[face];
    return [colourText, named ? pick(named) : face].filter(Boolean).join(" ");
  }
  if (SPECIALS[face]) return pick(SPECIALS[face]);
  return `${colourText} ${face}`;
}

function classicEffect(face, options) {
  const effects = [];
  if (face === "X") effects.push(say("Joker: passt auf alles.", "Joker: goes on anything."));
  if (options.draw_two_rank === face) {
    effects.push(say("Der Nächste zieht 2 Karten (oder kontert mit derselben Karte).",
      "The next player draws 2 cards (or counters with the same rank)."));
  }
  if (options.skip_rank === face) effects.push(say("Der Nächste setzt aus.", "The next player is skipped."));
  if (options.reverse_rank === face) effects.push(say("Die Richtung wechselt.", "The direction reverses."));
  if (options.wish_rank === face) {
    effects.push(say("Passt auf alles; du wünschst dir eine Farbe.", "Goes on anything; you wish for a suit."));
  }
  if (options.draw_n_rank === face) {
    effects.push(say(`Der Nächste zieht ${options.draw_n} Karten.`, `The next player draws ${options.draw_n} cards.`));
  }
  return effects.join(" ");
}

const TABALUGA_EFFECTS = {
  R: ["Die Spielrichtung wechselt.", "The direction of play reverses."],
  "+2": ["Der Nächste zieht 2 (oder legt selbst Nimm 2 drauf).", "The next player draws 2 (or adds their own Draw 2)."],
  "+4": ["Der Nächste zieht 4 Karten, ohne Gegenwehr.", "The next player draws 4 cards, no counter."],
  S: ["Der Nächste setzt aus.", "The next player is left out."],
  W: ["Passt auf fast alles; du wünschst dir eine Farbe.", "Goes on almost anything; you wish for a colour."],
};
const EMOJI_EFFECTS = {
  "+2": ["Der Nächste zieht 2 oder legt Zieh 2 drauf; blockbar.", "The next player draws 2 or adds a Draw 2; can be blocked."],
  skip: ["Der Nächste setzt aus; blockbar.", "The next player is skipped; can be blocked."],
  block: ["Wehrt eine Aktionskarte derselben Farbe ab, die dich trifft.", "Blocks an action card of the same colour that hits you."],
  swap: ["Tausche deine Hand mit einem Mitspieler deiner Wahl.", "Swap hands with a player of your choice."],
  gift: ["Dein linker Nachbar zieht eine Karte aus deiner Hand.", "Your left neighbour draws a card from your hand."],
  gamble: ["Der Nächste zieht 4 – oder zockt: Smiley = 8 Karten, Aktionskarte = nur diese.",
    "The next player draws 4 – or gambles: a smiley means 8 cards, an action card only that one."],
  wish: ["Passt auf alles; du wünschst dir eine Farbe.", "Goes on anything; you wish for a colour."],
  "+4": ["Passt auf alles; Farbwunsch, der Nächste zieht 4.", "Goes on anything; wish a colour, the next player draws 4."],
  extra: ["Passt auf alles (Extra-Karte).", "Goes on anything (Extra card)."],
};
const SPECIAL_EFFECTS = {
  katapult: ["Die höchsten offenen Karten auf allen Stapeln fliegen ab.", "The highest face-up top cards on every pile fly off."],
  strandtuch: ["Tausche deine oberste Karte mit der eines Mitspielers.", "Swap your top card with another player's top card."],
  karussell: ["Alle obersten Karten wandern einen Platz weiter (du wählst die Richtung).", "Every top card moves one seat on (you pick the way)."],
  werwolf: ["Alle obersten Karten werden umgedreht: offen wird Zwiebel, Zwiebel wird offen.", "Every top card turns over: face up becomes an onion, an onion becomes face up."],
};

/** What the card does, in one or two sentences ("" for a plain card). */
export function cardEffect(variant, code, options = {}) {
  const { face } = splitCode(variant, code);
  if (variant === "classic") return classicEffect(face, options);
  if (variant === "tabaluga") return TABALUGA_EFFECTS[face] ? pick(TABALUGA_EFFECTS[face]) : "";
  if (variant === "emojical") {
    if (isEmojiFace(face)) {
      return say("Smiley: passt auf dieselbe Farbe oder dasselbe Gesicht.", "Smiley: goes on the same colour or face.");
    }
    if (face === "extra" && options.extra_card === "pass_hands") {
      return say("Passt auf alles: alle geben ihre Hand weiter, dann Farbwunsch.",
        "Goes on anything: every hand is passed on, then a colour wish.");
    }
    return EMOJI_EFFECTS[face] ? pick(EMOJI_EFFECTS[face]) : "";
  }
  if (SPECIAL_EFFECTS[face]) return pick(SPECIAL_EFFECTS[face]);
  if (code === "onion") return "";
  return say("Auf einen Stapel mit gleicher Farbe oder Zahl – bei den Nachbarn Pflicht.",
    "Onto a pile of the same colour or number – a neighbour's pile if it fits.");
}

/** The tooltip of a card: name, then what it does. */
export function cardTitle(variant, code, options) {
  const effect = cardEffect(variant, code, options);
  return effect ? `${cardName(variant, code)} – ${effect}` : cardName(variant, code);
}

export function describeChoice(variant, choice) {
  if (choice === "any") return t("table.wish_any");
  return colourName(variant, choice);
}
