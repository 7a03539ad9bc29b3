// The player's accessibility settings (docs/accessibility.md): large cards and text, high
// contrast, reduced motion, single-key shortcuts, the bots' pace and a longer throw-in
// window. Kept in the browser (localStorage) and, with a profile, on the server for the
// profile's other devices (/api/profile/settings); the pace and the throw-in window also go
// to the table's server with `hello` (the table plays at the slowest pace and with the
// longest window a seated person asked for). One dialog sets them, from lobby and table.

import { onLangChange, t } from "./i18n.js";
import { trapFocus } from "./keyboard.js";

const KEY = "maumau.a11y";
const PACES = ["slow", "normal", "fast"];
const THROW_INS = ["normal", "long", "never"];
/** @type {Settings} */
const DEFAULTS = { large: false, contrast: false, calm: false, keys: true, pace: "normal", throwIn: "normal" };
/** @type {((settings: Settings) => void)[]} */
const listeners = [];

/** The stored settings, each checked (unknown or broken values fall back to defaults).
 * @returns {Settings} */
export function loadSettings() {
  /** @type {Record<string, unknown>} */
  let stored = {};
  try {
    stored = JSON.parse(window.localStorage.getItem(KEY) || "{}") || {};
  } catch {
    stored = {};
  }
  const flag = (/** @type {"large" | "contrast" | "calm" | "keys"} */ name) => {
    const value = stored[name];
    return typeof value === "boolean" ? value : DEFAULTS[name];
  };
  return {
    large: flag("large"),
    contrast: flag("contrast"),
    calm: flag("calm"),
    keys: flag("keys"),
    pace: typeof stored.pace === "string" && PACES.includes(stored.pace) ? stored.pace : DEFAULTS.pace,
    throwIn: typeof stored.throwIn === "string" && THROW_INS.includes(stored.throwIn) ? stored.throwIn : DEFAULTS.throwIn,
  };
}

/** @param {Settings} settings */
function saveSettings(settings) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // private mode: the settings hold for this page only
  }
}

/** The device secret of this browser's profile (the history page makes it), or null. */
function profileSecret() {
  try {
    return window.localStorage.getItem("maumau.profile");
  } catch {
    return null;
  }
}

/** With a profile: its settings are kept on the server too, for its other devices.
 * @param {Settings} settings */
function sendToProfile(settings) {
  const secret = profileSecret();
  if (!secret) return;
  fetch("/api/profile/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + secret },
    body: JSON.stringify(settings),
  }).catch(() => {});
}

/** With a profile: the settings it keeps on the server replace this browser's. */
async function takeFromProfile() {
  const secret = profileSecret();
  if (!secret) return;
  try {
    const reply = await fetch("/api/profile/settings", { headers: { Authorization: "Bearer " + secret } });
    if (!reply.ok) return;
    const kept = (await reply.json()).settings || {};
    if (Object.keys(kept).length === 0) return;
    const before = loadSettings();
    saveSettings({ ...before, ...kept });
    const after = loadSettings();
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    applySettings(after);
    for (const listener of listeners) listener({ ...after });
  } catch {
    // no server: this browser's settings hold
  }
}

/** What the server is told with `hello`: the pace and the throw-in window asked for.
 * @param {Settings} [settings] @returns {{pace: string, throw_in: string}} */
export function paceFields(settings = loadSettings()) {
  return { pace: settings.pace, throw_in: settings.throwIn };
}

/** The body's classes for the settings (the system's reduced motion counts too).
 * @param {Settings} [settings] */
export function applySettings(settings = loadSettings()) {
  const body = document.body;
  body.classList.toggle("a11y-large", settings.large);
  body.classList.toggle("a11y-contrast", settings.contrast);
  const systemCalm = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  body.classList.toggle("a11y-calm", settings.calm || systemCalm);
}

/** `listener(settings)` after every change made in the dialog.
 * @param {(settings: Settings) => void} listener */
export function onSettingsChange(listener) {
  listeners.push(listener);
}

/** A new element with its class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} [className] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]} */
function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** One switch of the dialog.
 * @param {"large" | "contrast" | "calm" | "keys"} name @param {string} label @param {Settings} settings
 * @param {(name: string, value: boolean | string) => void} change @returns {HTMLElement} */
function checkbox(name, label, settings, change) {
  const row = el("label", "a11y-option");
  const input = el("input");
  input.type = "checkbox";
  input.name = name;
  input.checked = settings[name];
  input.addEventListener("change", () => change(name, input.checked));
  row.append(input, " ", el("span", "", label));
  return row;
}

/** One choice of the dialog, a radio button per value.
 * @param {"pace" | "throwIn"} name @param {string} legend @param {[string, string][]} values
 * @param {Settings} settings @param {(name: string, value: boolean | string) => void} change
 * @returns {HTMLElement} */
function radios(name, legend, values, settings, change) {
  const group = el("fieldset", "a11y-choice");
  group.append(el("legend", "", legend));
  for (const [value, label] of values) {
    const row = el("label", "a11y-option");
    const input = el("input");
    input.type = "radio";
    input.name = name;
    input.value = value;
    input.checked = settings[name] === value;
    input.addEventListener("change", () => { if (input.checked) change(name, value); });
    row.append(input, " ", el("span", "", label));
    group.append(row);
  }
  return group;
}

/** Closes the open dialog, or null. @type {(() => void) | null} */
let closeOpen = null;

/** Opens the settings dialog; focus comes back to where it was when it closes. */
export function openSettings() {
  closeOpen?.();
  const opener = document.activeElement;
  const settings = loadSettings();
  const writable = /** @type {Record<string, boolean | string>} */ (/** @type {unknown} */ (settings));
  const change = (/** @type {string} */ name, /** @type {boolean | string} */ value) => {
    writable[name] = value;
    saveSettings(settings);
    sendToProfile(settings);
    applySettings(settings);
    for (const listener of listeners) listener({ ...settings });
  };
  const overlay = el("div", "overlay a11y-overlay");
  const box = el("div", "dialog a11y-dialog");
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-modal", "true");
  box.setAttribute("aria-labelledby", "a11y-heading");
  const heading = el("h2", "", t("a11y.heading"));
  heading.id = "a11y-heading";
  const close = el("button", "a11y-close", t("a11y.close"));
  close.type = "button";
  box.append(
    heading,
    checkbox("large", t("a11y.large"), settings, change),
    checkbox("contrast", t("a11y.contrast"), settings, change),
    checkbox("calm", t("a11y.calm"), settings, change),
    checkbox("keys", t("a11y.keys"), settings, change),
    radios("pace", t("a11y.pace"), PACES.map((p) => [p, t("a11y.pace_" + p)]), settings, change),
    radios("throwIn", t("a11y.throw_in"), THROW_INS.map((p) => [p, t("a11y.throw_in_" + p)]),
      settings, change),
    el("p", "help", t("a11y.pace_note")),
    el("h3", "", t("a11y.shortcuts")),
    el("p", "a11y-shortcuts", t("a11y.shortcut_list")),
    close,
  );
  const release = trapFocus(box);
  const finish = () => {
    release();
    overlay.remove();
    document.removeEventListener("keydown", onKey, true);
    closeOpen = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finish();
    }
  };
  document.addEventListener("keydown", onKey, true);
  close.addEventListener("click", finish);
  overlay.addEventListener("click", (event) => { if (event.target === overlay) finish(); });
  overlay.append(box);
  document.body.append(overlay);
  closeOpen = finish;
  box.querySelector("input")?.focus();
}

/** The settings button in the page's top bar (before the language button), and the
 * settings applied to the page. */
export function setupSettings() {
  applySettings();
  takeFromProfile();
  window.matchMedia?.("(prefers-reduced-motion: reduce)").addEventListener?.("change", () => applySettings());
  const bar = document.querySelector(".topbar");
  if (!bar || document.getElementById("settings-open")) return;
  const button = el("button", "settings-open");
  button.type = "button";
  button.id = "settings-open";
  const label = () => {
    // a gear, and the word (kept for screen readers where a phone hides it)
    const gear = el("span", "settings-gear", "⚙");
    gear.setAttribute("aria-hidden", "true");
    button.replaceChildren(gear, el("span", "settings-word", t("a11y.settings")));
    button.title = t("a11y.settings_title");
  };
  label();
  onLangChange(label);
  button.addEventListener("click", () => openSettings());
  bar.insertBefore(button, document.getElementById("lang"));
}
