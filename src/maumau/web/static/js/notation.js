// Reading the legal actions of a view: which card plays how (choice, target, call).
// The grammar is the library's: CARD[/CHOICE][>SEAT][!|!!], or draw/take/pass/gamble.

const WORDS = new Set(["draw", "take", "pass", "gamble"]);
const PATTERN = /^([^/>!\s]*)(?:\/([^/>!\s]+))?(?:>(\d{1,3}))?(!{0,2})$/;

/** One legal action in parts.
 * @param {string} text
 * @returns {ParsedAction} */
export function parseAction(text) {
  if (WORDS.has(text)) return { text, word: text, card: null, choice: null, target: null, call: "" };
  const match = PATTERN.exec(text);
  if (!match) return { text, word: null, card: null, choice: null, target: null, call: "" };
  return {
    text,
    word: null,
    card: match[1] || null,
    choice: match[2] ?? null,
    target: match[3] !== undefined ? Number(match[3]) : null,
    call: match[4],
  };
}

/** The legal actions grouped: plays per card code, choices without a card, words.
 * @param {string[]} legal
 * @returns {{byCard: Map<string, ParsedAction[]>, choices: ParsedAction[], words: Set<string>}} */
export function groupActions(legal) {
  /** @type {Map<string, ParsedAction[]>} */
  const byCard = new Map();
  /** @type {ParsedAction[]} */
  const choices = [];
  /** @type {Set<string>} */
  const words = new Set();
  for (const text of legal) {
    const action = parseAction(text);
    if (action.word) words.add(action.word);
    else if (action.card) {
      const plays = byCard.get(action.card);
      if (plays) plays.push(action);
      else byCard.set(action.card, [action]);
    } else choices.push(action);
  }
  return { byCard, choices, words };
}

/** The plays of one card with the wanted call: with it if the card offers it, else without.
 * @param {ParsedAction[]} plays
 * @param {boolean} wantCall
 * @returns {ParsedAction[]} */
export function playsWithCall(plays, wantCall) {
  const calls = new Set(plays.map((play) => play.call));
  let call = "";
  if (wantCall) {
    if (calls.has("!!")) call = "!!";
    else if (calls.has("!")) call = "!";
  } else if (!calls.has("")) {
    call = calls.has("!") ? "!" : "!!";  // only called plays exist (auto_call): use them
  }
  return plays.filter((play) => play.call === call);
}

/** The call a player may choose to make now: "" (none), "!" (Mau) or "!!" (Mau-Mau).
 * Only when some card can be played both with and without it (not with auto_call).
 * @param {string[]} legal
 * @returns {string} */
export function offeredCall(legal) {
  const { byCard } = groupActions(legal);
  let offered = "";
  for (const plays of byCard.values()) {
    const calls = new Set(plays.map((play) => play.call));
    if (!calls.has("")) continue;
    for (const call of calls) if (call.length > offered.length) offered = call;
  }
  return offered;
}
