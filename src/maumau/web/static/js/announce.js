// What a screen reader hears at the table (docs/accessibility.md): a polite live region
// (role "log", visually hidden) that gets one line at a time, at most one a second, each
// gathering what happened meanwhile (the turn changes, the bots' moves, penalties,
// wishes, refusals with their reason, throw-in windows, the end of a round), so a fast
// table does not flood the reader: another seat's turn is only said when no move follows
// at once, and a long burst keeps its end. The words come from the page's catalogue (i18n.js).

const PACE_MS = 1000;
const MOST_PER_LINE = 8;
const KEPT_LINES = 12;

/** A text as a sentence: with a full stop unless it ends in one (or ! ? … :). */
/** @param {string} text @returns {string} */
function sentence(text) {
  const trimmed = text.trim();
  return /[.!?…:]$/.test(trimmed) ? trimmed : trimmed + ".";
}

export class Announcer {
  /** @param {HTMLElement} [parent] */
  constructor(parent = document.body) {
    this.region = document.createElement("div");
    this.region.id = "announce";
    this.region.className = "visually-hidden";
    this.region.setAttribute("role", "log");
    this.region.setAttribute("aria-live", "polite");
    this.region.setAttribute("aria-atomic", "false");
    parent.append(this.region);
    /** @type {{text: string, passing: boolean}[]} */
    this.queue = [];
    /** @type {number | null} */
    this.timer = null;
    this.last = 0;
  }

  /** Queue `text` (nothing for an empty text or the same as the one before). A `passing`
   * text (whose turn it is) is dropped when more comes before it is said: the move that
   * follows tells it.
   * @param {string} text @param {{passing?: boolean}} [how] */
  say(text, { passing = false } = {}) {
    if (!text || this.queue[this.queue.length - 1]?.text === text) return;
    if (this.queue[this.queue.length - 1]?.passing) this.queue.pop();
    this.queue.push({ text, passing });
    if (this.timer !== null) return;
    const wait = Math.max(0, this.last + PACE_MS - performance.now());
    this.timer = window.setTimeout(() => this.flush(), wait);
  }

  flush() {
    this.timer = null;
    if (this.queue.length === 0) return;
    let lines = this.queue.map((entry) => entry.text);
    this.queue = [];
    // A long burst (bots at a fast pace) keeps its end: the log has all of it.
    if (lines.length > MOST_PER_LINE) lines = ["…", ...lines.slice(-MOST_PER_LINE)];
    const line = document.createElement("p");
    line.textContent = lines.map(sentence).join(" ");
    this.region.append(line);
    while (this.region.childElementCount > KEPT_LINES) this.region.firstElementChild?.remove();
    this.last = performance.now();
  }

  /** Forget what was said and what waits (the language changed: the page speaks the new
   * one only). */
  clear() {
    window.clearTimeout(this.timer ?? undefined);
    this.timer = null;
    this.queue = [];
    this.region.replaceChildren();
  }

  /** The lines said so far (tests, and to read them again).
   * @returns {(string | null)[]} */
  lines() {
    return [...this.region.children].map((line) => line.textContent);
  }
}
