// Playing by keyboard (docs/accessibility.md): the hand is one tab stop whose cards the
// arrow keys walk (Home / End to its ends), Enter or Space plays the card in focus; keys
// for the rest (D draw or take, M Mau, P pass, H hand, B buttons, R rules, L log,
// N next round, O settings), which the settings can switch off; dialogs keep the focus
// inside until they close. The page is redrawn after every move: the focus is carried
// over to the same place of the new drawing.

const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Keeps Tab and Shift+Tab inside `box` (a modal dialog); returns the release.
 * @param {HTMLElement} box @returns {() => void} */
export function trapFocus(box) {
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (event.key !== "Tab") return;
    const stops = [...box.querySelectorAll("button, input, select, textarea, a[href], [tabindex='0']")]
      .filter((element) => element instanceof HTMLElement && !(/** @type {HTMLButtonElement} */ (element)).disabled
        && element.offsetParent !== null)
      .map((element) => /** @type {HTMLElement} */ (element));
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !box.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  box.addEventListener("keydown", onKey);
  document.addEventListener("keydown", onKey);
  return () => {
    box.removeEventListener("keydown", onKey);
    document.removeEventListener("keydown", onKey);
  };
}

/** The hand as one tab stop: the card `index` (a legal one if none) has tabindex 0.
 * @param {Element} hand @param {number | null} [index] */
export function rovingHand(hand, index = null) {
  const cards = [.../** @type {NodeListOf<HTMLElement>} */ (hand.querySelectorAll(".card"))];
  if (cards.length === 0) return;
  let current = index !== null && index < cards.length ? index : cards.findIndex((card) => card.classList.contains("legal"));
  if (current < 0) current = 0;
  cards.forEach((card, at) => { card.tabIndex = at === current ? 0 : -1; });
  hand.setAttribute("role", "group");
  hand.addEventListener("keydown", (/** @type {Event} */ event) => {
    if (!(event instanceof KeyboardEvent)) return;
    const at = cards.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (at < 0) return;
    /** @type {Record<string, number>} */
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = steps[event.key];
    let next = null;
    if (step !== undefined) next = (at + step + cards.length) % cards.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = cards.length - 1;
    if (next === null) return;
    event.preventDefault();
    cards[at].tabIndex = -1;
    cards[next].tabIndex = 0;
    cards[next].focus();
  });
}

/** Where the focus is now, to find the same place after a redraw (or null).
 * @returns {FocusPlace | null} */
export function focusPlace() {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const hand = active.closest?.(".hand");
  if (hand) return { hand: [...hand.querySelectorAll(".card")].indexOf(active), code: active.dataset.code };
  if (active.closest?.(".action-bar")) return { bar: active.dataset.action || active.className };
  if (active.closest?.(".end-panel")) return { end: true };
  return null;
}

/** Puts the focus back to `place` (from focusPlace) in the new drawing, when it was lost.
 * @param {FocusPlace | null} place */
export function restoreFocus(place) {
  if (!place || (document.activeElement && document.activeElement !== document.body
      && document.activeElement.isConnected)) return;
  if (place.hand !== undefined) {
    const cards = [...document.querySelectorAll(".hand .card")].map((card) => /** @type {HTMLElement} */ (card));
    if (cards.length === 0) {
      focusActions();
      return;
    }
    const same = cards.find((card) => card.dataset.code === place.code);
    const target = same || cards[Math.min(place.hand ?? 0, cards.length - 1)];
    for (const card of cards) card.tabIndex = card === target ? 0 : -1;
    target.focus();
  } else if (place.bar !== undefined) {
    const bar = document.querySelector(".action-bar");
    const same = [...(bar?.querySelectorAll("button") ?? [])]
      .find((button) => (button.dataset.action || button.className) === place.bar);
    if (same) same.focus();
    else focusHand();
  } else if (place.end) {
    /** @type {HTMLElement | null} */ (document.querySelector(".end-panel button") || document.querySelector(".hand .card"))?.focus();
  }
}

/** H: the hand's first playable card (docs/accessibility.md), else the card the hand's
 * tab stop is on; the hand's tab stop moves there too. */
export function focusHand() {
  const hand = document.querySelector(".hand");
  /** @type {HTMLElement | null | undefined} */
  const card = hand?.querySelector(".card.legal") || hand?.querySelector(".card[tabindex='0']")
    || hand?.querySelector(".card");
  if (!hand || !card) {
    focusActions();
    return;
  }
  for (const other of /** @type {NodeListOf<HTMLElement>} */ (hand.querySelectorAll(".card"))) {
    other.tabIndex = other === card ? 0 : -1;
  }
  card.focus();
}

/** B: the first button of the action bar (or of the end panel). */
export function focusActions() {
  /** @type {HTMLElement | null} */
  const button = document.querySelector(".action-bar button") || document.querySelector(".end-panel button");
  button?.focus();
}

/** Clicks the first of `selectors` that is there and enabled; whether one was.
 * @param {string[]} selectors @returns {boolean} */
function click(selectors) {
  for (const selector of selectors) {
    /** @type {HTMLButtonElement | null} */
    const found = document.querySelector(selector);
    if (found && !found.disabled) {
      found.click();
      return true;
    }
  }
  return false;
}

/** The page's keys. `enabled()` says whether single-key shortcuts are on; `onSettings`
 * opens the settings. Nothing happens while a dialog is open or a field has the focus.
 * @param {{enabled: () => boolean, onSettings: () => void}} how */
export function setupShortcuts({ enabled, onSettings }) {
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (TYPING.has(document.activeElement?.tagName ?? "") || document.querySelector(".overlay")) return;
    if (!enabled()) return;
    const key = event.key.toLowerCase();
    /** @type {Record<string, () => boolean>} */
    const actions = {
      d: () => click([".action-bar .word.draw", ".action-bar .word.take", ".action-bar .word.gamble"]),
      m: () => click([".mau-toggle"]),
      p: () => click([".action-bar .word.pass"]),
      h: () => { focusHand(); return true; },
      b: () => { focusActions(); return true; },
      r: () => openRules(),
      l: () => focusLog(),
      n: () => click([".end-panel button.next_round", ".end-panel button.new_match", "button.start"]),
      o: () => { onSettings(); return true; },
    };
    const act = actions[key];
    if (act && act()) event.preventDefault();
  });
}

/** R: opens the rules drawer and puts the focus in it. @returns {boolean} */
function openRules() {
  /** @type {RulesBox | null} */
  const box = document.querySelector(".rules-box");
  if (!box) return false;
  if (!box.open) box.opener = document.activeElement;  // where Escape brings the focus back
  box.open = true;
  /** @type {HTMLElement | null} */ (box.querySelector(".rules-drawer h2") || box.querySelector("summary"))?.focus({ preventScroll: true });
  return true;
}

/** L: the event log. @returns {boolean} */
function focusLog() {
  const log = document.getElementById("log");
  if (!log) return false;
  log.tabIndex = 0;
  log.focus();
  return true;
}
