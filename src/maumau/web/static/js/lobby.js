// The lobby: pick a game, a preset, every option, the seats; open the table.

import {
  ApiError, claimSeat, createTable, getOpenTables, getOptions, getRuleset, getVariants, listRulesets,
  saveRuleset, tableUrl,
} from "./api.js";
import { cardSvg } from "./cards.js";
import { defaultGame, facesOf } from "./faces.js";
import { currentLang, levelName, onLangChange, problemText, refusalText, setupLangButton, t, tn } from "./i18n.js";
import { setupSettings } from "./settings.js";
import { faqUrl, fillRules } from "./rules.js";
import { loadName, loadProfileSecret, saveLocalSeats, saveName, saveSeat } from "./storage.js";
import { pageReady } from "./ready.js";
import { isOffline, offlineOffered, offlineTableUrl } from "./offline/mode.js";
import { listTables } from "./offline/store.js";
import { appKept } from "./offline/register.js";

/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The table being set up.
 * @type {{variants: VariantInfo[], variant: string | null, preset: string | null, players: number,
 *   options: OptionInfo[], changed: Map<string, unknown>, seats: PlannedSeat[], saved?: SavedRuleset[]}} */
const form = {
  variants: [],
  variant: defaultGame(),
  preset: null,
  players: 4,
  options: [],
  changed: new Map(),
  seats: [],
};

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

/** @param {string} text */
function showMessage(text) {
  const box = $("message");
  box.textContent = text;
  box.hidden = false;
}

/** The chosen game's entry (the first game until one is chosen). @returns {VariantInfo} */
function current() {
  return form.variants.find((v) => v.name === form.variant) || form.variants[0];
}

function renderVariants() {
  const box = $("variants");
  box.replaceChildren(el("legend", "", t("lobby.variant")));
  for (const variant of form.variants) {
    const label = el("label", "variant-choice");
    const radio = el("input");
    radio.type = "radio";
    radio.name = "variant";
    radio.value = variant.name;
    radio.checked = variant.name === form.variant;
    radio.addEventListener("change", () => selectVariant(variant.name));
    const card = el("span", "variant-card");
    card.innerHTML = cardSvg(variant.name, facesOf(variant.name).sample || "");
    const text = el("span", "variant-text");
    text.append(el("strong", "", variant.title), el("small", "", `${variant.players[0]}–${variant.players[1]} ${t("lobby.players")}`));
    label.append(radio, card, text);
    box.append(label);
  }
}

function renderPresetAndPlayers() {
  const variant = current();
  // The throw-in time only for a game with throw-ins (its faces say so).
  const throwIn = $("throw-in-option");
  if (throwIn) throwIn.hidden = !facesOf(form.variant).throw_ins;
  const preset = /** @type {HTMLSelectElement} */ ($("preset"));
  preset.replaceChildren();
  for (const name of variant.presets) preset.append(new Option((variant.preset_names || {})[name] || name, name));
  if (form.preset === null || !variant.presets.includes(form.preset)) form.preset = variant.presets[0] || null;
  preset.value = form.preset ?? "";
  preset.disabled = variant.presets.length === 0;
  $("preset-help").textContent = (form.preset === null ? undefined : (variant.preset_help || {})[form.preset]) || "";
  const players = /** @type {HTMLSelectElement} */ ($("players"));
  players.replaceChildren();
  for (let n = variant.players[0]; n <= variant.players[1]; n += 1) players.append(new Option(String(n), String(n)));
  form.players = Math.min(Math.max(form.players, variant.players[0]), variant.players[1]);
  players.value = String(form.players);
}

function renderSeats() {
  const variant = current();
  const levels = variant.bots && variant.bots.length ? variant.bots : ["medium"];
  while (form.seats.length < form.players) form.seats.push({ kind: "bot", level: levels.includes("medium") ? "medium" : levels[0] });
  form.seats.length = form.players;
  form.seats[0] = { kind: "human" };
  const list = $("seats");
  list.replaceChildren();
  form.seats.forEach((seat, index) => {
    const item = el("li", "seat-plan-row");
    item.append(el("span", "seat-n", t("lobby.seat_n", { n: index + 1 })));
    if (index === 0) {
      item.append(el("strong", "", t("lobby.seat_you")));
    } else {
      const kind = el("select", "seat-kind");
      kind.append(new Option(t("lobby.seat_bot"), "bot"));
      // an offline table has no open seats: nobody else can reach it
      if (!isOffline()) kind.append(new Option(t("lobby.seat_open"), "open"));
      kind.append(new Option(t("lobby.seat_local"), "local"));
      kind.value = seat.kind;
      kind.setAttribute("aria-label", t("lobby.seat_n", { n: index + 1 }));
      const level = el("select", "seat-level");
      for (const name of levels) level.append(new Option(levelName(name), name));
      level.value = seat.level !== undefined && levels.includes(seat.level) ? seat.level : levels[0];
      level.setAttribute("aria-label", t("lobby.level"));
      level.hidden = seat.kind !== "bot";
      const localName = el("input", "seat-local-name");
      localName.maxLength = 24;
      localName.placeholder = t("lobby.local_default", { n: index + 1 });
      localName.setAttribute("aria-label", t("lobby.local_name", { n: index + 1 }));
      localName.value = seat.name || "";
      localName.hidden = seat.kind !== "local";
      kind.addEventListener("change", () => {
        if (kind.value === "bot") form.seats[index] = { kind: "bot", level: level.value };
        else if (kind.value === "local") form.seats[index] = { kind: "local", name: localName.value.trim() };
        else form.seats[index] = { kind: "open" };
        level.hidden = kind.value !== "bot";
        localName.hidden = kind.value !== "local";
      });
      level.addEventListener("change", () => { form.seats[index] = { kind: "bot", level: level.value }; });
      localName.addEventListener("input", () => {
        form.seats[index] = { kind: "local", name: localName.value.trim() };
      });
      item.append(kind, level, localName);
    }
    list.append(item);
  });
}

/** The options the host changed (those that differ from the defaults).
 * @returns {Record<string, unknown>} */
function changedOptions() {
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const option of form.options) {
    if (form.changed.has(option.name) && form.changed.get(option.name) !== option.default) {
      options[option.name] = form.changed.get(option.name);
    }
  }
  return options;
}

/** The rules in words as the host sets them up (a moment after the last change). */
function previewRules() {
  const variant = form.variant ?? "";
  /** @type {HTMLAnchorElement} */ ($("faq-link")).href = faqUrl(variant);
  window.clearTimeout(previewTimer);
  previewTimer = window.setTimeout(() => {
    fillRules($("rules-preview"), { variant, preset: form.preset, players: form.players,
      options: changedOptions() });
  }, 250);
}

/** The input of one option, set to its value.
 * @param {OptionInfo} option @returns {HTMLInputElement | HTMLSelectElement} */
function optionInput(option) {
  const value = form.changed.has(option.name) ? form.changed.get(option.name) : option.default;
  /** @type {HTMLInputElement | HTMLSelectElement} */
  let input;
  if (option.kind === "bool") {
    const box = el("input");
    input = box;
    box.type = "checkbox";
    box.checked = Boolean(value);
    box.addEventListener("change", () => form.changed.set(option.name, box.checked));
  } else if (option.kind === "int") {
    const box = el("input");
    input = box;
    box.type = "number";
    box.min = String(option.low);
    box.max = String(option.high);
    box.value = String(value);
    box.addEventListener("change", () => {
      form.changed.set(option.name, Number(box.value));
      const value = Number(box.value);
      const wrong = !Number.isInteger(value) || value < (option.low ?? -Infinity) || value > (option.high ?? Infinity);
      showOptionError(option.name, wrong
        ? refusalText("option_value_int", { option: option.label || option.name, value: box.value,
          low: option.low, high: option.high }, t("lobby.range", { low: option.low, high: option.high }))
        : "");
    });
  } else {
    const select = el("select");
    input = select;
    const labels = option.choice_labels || {};
    const choices = option.choices || [];
    for (const choice of choices) select.append(new Option(labels[String(choice)] ?? String(choice), String(choice)));
    select.value = String(value);
    select.addEventListener("change", () => {
      const original = choices.find((choice) => String(choice) === select.value);
      form.changed.set(option.name, original ?? select.value);
    });
  }
  input.name = option.name;
  input.dataset.option = option.name;
  input.addEventListener("change", previewRules);
  return input;
}

/** Shows (or clears, with "") the refusal of one option beside its input; whether it is there.
 * @param {string} name @param {string} text @returns {boolean} */
function showOptionError(name, text) {
  /** @type {HTMLElement | null} */
  const box = document.querySelector(`.option-error[data-for="${name}"]`);
  if (!box) return false;
  box.textContent = text;
  box.hidden = !text;
  box.closest(".option")?.classList.toggle("invalid", Boolean(text));
  return true;
}

/** One option: its name, input, help and refusal.
 * @param {OptionInfo} option @returns {HTMLElement} */
function optionLabel(option) {
  const label = el("label", "option option-" + option.kind);
  const text = el("span", "option-name", option.label || option.name);
  const help = el("small", "help", option.help
    + (option.kind === "int" ? ` (${t("lobby.range", { low: option.low, high: option.high })})` : ""));
  const error = el("small", "option-error");
  error.dataset.for = option.name;
  error.setAttribute("role", "alert");
  error.hidden = true;
  label.append(text, optionInput(option), help, error);
  return label;
}

/** The options under their group headings (special cards, house rules, scoring, table). */
function renderOptions() {
  const box = $("options");
  box.replaceChildren();
  const groups = current()?.groups || [];
  const known = new Set(groups.map((group) => group.name));
  /** @type {{name: string | null, label: string}[]} */
  const sections = [...groups, { name: null, label: "" }];
  for (const group of sections) {
    const members = form.options.filter((option) => (group.name === null
      ? !known.has(option.group ?? "") : option.group === group.name));
    if (members.length === 0) continue;
    const section = el("fieldset", "option-group");
    if (group.name) section.dataset.group = group.name;
    if (group.label) section.append(el("legend", "", group.label));
    for (const option of members) section.append(optionLabel(option));
    box.append(section);
  }
}

let optionsAsked = 0;

/** The timer of the rules preview (previewRules). */
let previewTimer = 0;

/** Fetches and draws the options of the chosen game; an answer that a newer question (a
 * quick switch of game, preset or players) has overtaken is dropped, so the last one wins. */
async function loadOptions() {
  const asked = ++optionsAsked;
  try {
    const data = await getOptions(form.variant ?? "", form.preset ?? "", form.players);
    if (asked !== optionsAsked) return;
    form.options = data.options;
    renderOptions();
    // which game and language the drawn options belong to
    Object.assign($("options").dataset, { variant: form.variant, lang: currentLang() });
    previewRules();
  } catch (problem) {
    showMessage(t("error.load", { message: messageOf(problem) }));
  }
}

/** @param {string} name */
function selectVariant(name) {
  form.variant = name;
  /** @type {HTMLAnchorElement} */ ($("how-link")).href = `/how/${encodeURIComponent(name)}`;
  form.preset = null;
  form.changed.clear();
  renderPresetAndPlayers();
  renderSeats();
  loadOptions();
  loadRulesetList();
}

// ------------------------------------------------------------------ house rules

/** Fills the editor from a saved rule set: game, players, preset and every option.
 * @param {SavedRuleset} saved */
async function applyRuleset(saved) {
  const { ruleset } = saved;
  if (!form.variants.some((v) => v.name === ruleset.variant)) return;
  form.variant = ruleset.variant;
  form.preset = ruleset.preset;
  form.players = ruleset.players;
  form.changed = new Map(Object.entries(ruleset.options || {}));
  /** @type {HTMLAnchorElement} */ ($("how-link")).href = `/how/${encodeURIComponent(form.variant)}`;
  renderVariants();
  renderPresetAndPlayers();
  renderSeats();
  await loadOptions();
  await loadRulesetList(saved.id);
  $("ruleset-result").textContent = t("lobby.house_loaded", { name: saved.name });
}

/** The saved rule sets of the selected game in the picker (`chosen` stays selected).
 * @param {string} [chosen] */
async function loadRulesetList(chosen = "") {
  if (isOffline()) return; // house rules are kept on the server
  const pick = /** @type {HTMLSelectElement} */ ($("ruleset-pick"));
  /** @type {SavedRuleset[]} */
  let listed = [];
  try {
    listed = (await listRulesets(form.variant ?? "")).rulesets;
  } catch (problem) {
    $("ruleset-result").textContent = problemText(asProblem(problem));
  }
  form.saved = listed;
  pick.replaceChildren(new Option(t("lobby.house_none"), ""));
  for (const saved of listed) pick.append(new Option(saved.name, saved.id));
  pick.value = listed.some((saved) => saved.id === chosen) ? chosen : "";
}

async function pickRuleset() {
  const picked = /** @type {HTMLSelectElement} */ ($("ruleset-pick")).value;
  const chosen = (form.saved || []).find((saved) => saved.id === picked);
  if (chosen) await applyRuleset(chosen);
}

/** The editor's settings as a rule set: every option as shown (resolved). */
function editorRuleset() {
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const option of form.options) {
    options[option.name] = form.changed.has(option.name) ? form.changed.get(option.name) : option.default;
  }
  return { variant: form.variant, players: form.players, preset: form.preset, options };
}

async function saveHouseRules() {
  const result = $("ruleset-result");
  result.replaceChildren();
  try {
    const saved = await saveRuleset(/** @type {HTMLInputElement} */ ($("ruleset-name")).value.trim(), editorRuleset());
    const link = el("a", "ruleset-share", saved.share_url);
    link.href = saved.share_url;
    result.append(t("lobby.house_saved", { name: saved.name }), " ", link);
    await loadRulesetList(saved.id);
  } catch (problem) {
    result.textContent = problemText(asProblem(problem));
  }
}

/** A share link (`/?rules=<id>`) fills the editor; an unknown id leaves it as it is. */
async function openSharedRuleset() {
  const id = new URLSearchParams(window.location.search).get("rules");
  if (!id) return;
  try {
    await applyRuleset(await getRuleset(id));
  } catch (problem) {
    showMessage(problemText(asProblem(problem)));
  }
}

/** Fetches and draws the games, the chosen one's options and house rules; whether the
 * games came (the server or, offline, the engine in the worker answered).
 * @returns {Promise<boolean>} */
async function loadVariants() {
  try {
    const data = await getVariants();
    form.variants = data.variants;
  } catch (problem) {
    showMessage(t("error.load", { message: messageOf(problem) }));
    return false;
  }
  if (!form.variants.some((v) => v.name === form.variant)) {
    form.variant = (form.variants.find((v) => v.default) || form.variants[0]).name;
  }
  /** @type {HTMLAnchorElement} */ ($("how-link")).href = `/how/${encodeURIComponent(String(form.variant))}`;
  renderVariants();
  renderPresetAndPlayers();
  renderSeats();
  await loadOptions();
  await loadRulesetList(/** @type {HTMLSelectElement} */ ($("ruleset-pick")).value);
  return true;
}

/** A number field's value, or undefined. @param {string} id @returns {number | undefined} */
function number(id) {
  const value = Number(/** @type {HTMLInputElement} */ ($(id)).value);
  return Number.isFinite(value) ? value : undefined;
}

/** Opens the table: creates it, keeps this device's seats, goes to it.
 * @param {Event} event */
async function submit(event) {
  event.preventDefault();  // never sent by the browser itself (it would go to /?name=…)
  const button = /** @type {HTMLButtonElement} */ ($("create-button"));
  if (button.disabled || form.variants.length === 0) return;  // the games are not here yet
  const name = /** @type {HTMLInputElement} */ ($("name")).value.trim();
  saveName(name);
  const options = changedOptions();
  const body = {
    variant: form.variant,
    preset: form.preset,
    options,
    players: form.players,
    name: name || t("lobby.name_default"),
    // A person at this device (pass-and-play) sits down with the table, with a token of
    // their own (the server sends each seat only its own cards).
    seats: form.seats.map((seat, index) => (seat.kind === "local"
      ? { kind: "local", name: seat.name || t("lobby.local_default", { n: index + 1 }) }
      : { ...seat })),
    away_seconds: number("away_seconds"),
    throw_in_seconds: facesOf(form.variant).throw_ins ? number("throw_in_seconds") : undefined,
    bot_delay_ms: number("bot_delay_ms"),
  };
  button.disabled = true;
  button.textContent = t("lobby.creating");
  try {
    const answer = await createTable(body);
    saveSeat(answer.code, answer.token, answer.seat);
    keepLocalSeats(answer, body);
    if (!isOffline()) await claimForProfile(answer.code, answer.token);
    window.location.assign(tableUrl(answer.code));
  } catch (problem) {
    const option = problem instanceof ApiError ? problem.refusal?.params?.option : undefined;
    if (typeof option === "string" && showOptionError(option, messageOf(problem))) {
      /** @type {HTMLDetailsElement} */ ($("options-box")).open = true;
      /** @type {HTMLElement | null} */ (document.querySelector(`[data-option="${option}"]`))?.focus();
    }
    showMessage(messageOf(problem));
    button.disabled = false;
    button.textContent = t("lobby.create");
  }
}

/** Pass-and-play: the tokens of every seat at this device stay here, with the names.
 * @param {{code: string, token: string, seat: number, local?: {seat: number, token: string}[]}} answer
 * @param {{name: string, seats: {name?: string}[]}} body */
function keepLocalSeats(answer, body) {
  if (!answer.local?.length) return;
  /** @type {LocalSeat[]} */
  const seats = [{ seat: answer.seat, token: answer.token, name: body.name }];
  for (const local of answer.local) {
    seats.push({ seat: local.seat, token: local.token, name: body.seats[local.seat]?.name ?? null });
  }
  saveLocalSeats(answer.code, seats);
}

// ------------------------------------------------------------------ offline play

/** The offline panel: the way to play offline (or back to the server), and this device's
 * unfinished offline matches. Shown where this browser may play offline. */
async function renderOffline() {
  if (!offlineOffered()) return;
  $("offline").hidden = false;
  const offline = isOffline();
  $("offline-text").textContent = t(offline ? "offline.on" : "offline.intro");
  renderKept();
  const change = /** @type {HTMLAnchorElement} */ ($("offline-switch"));
  change.textContent = t(offline ? "offline.online" : "offline.play");
  change.href = offline ? "/" : "/?offline=1";
  /** @type {OfflineTable[]} */
  let tables = [];
  try {
    tables = (await listTables()).filter((table) => table.status !== "match_over");
  } catch {
    // no IndexedDB (a private window): nothing is kept, nothing to list
  }
  $("offline-tables").hidden = tables.length === 0;
  $("offline-list").replaceChildren(...tables.map((table) => {
    const item = el("li", "offline-table");
    item.dataset.code = table.code;
    const title = form.variants.find((v) => v.name === table.variant)?.title || table.variant;
    const date = new Date(table.created).toLocaleString(currentLang());
    const link = el("a", "button offline-resume", t("offline.resume"));
    link.href = offlineTableUrl(table.code);
    link.addEventListener("click", () => {
      // the seats of this device, should the browser have forgotten them
      saveSeat(table.code, table.token, table.seat);
      keepLocalSeats({ code: table.code, token: table.token, seat: table.seat, local: table.local },
        { name: loadName(), seats: [] });
    });
    item.append(el("span", "offline-what", t("offline.entry", { game: title, date })),
      " ", link);
    return item;
  }));
}

/** Whether this device keeps everything offline play needs (the service worker stored
 * it: register.js): null while it is being stored, false where it cannot be kept. */
let kept = /** @type {boolean | null} */ (null);

/** The offline panel's line on it: being prepared, or ready to play without a network. */
function renderKept() {
  const line = $("offline-ready");
  line.hidden = kept === false;
  line.dataset.state = kept ? "ready" : "preparing";
  line.textContent = kept === false ? "" : t(kept ? "offline.ready" : "offline.preparing");
}

// ------------------------------------------------------------------ open tables

/** The listed tables that wait for players: game, host, free seats, rules in brief. */
async function loadOpenTables() {
  if (isOffline()) return;
  const list = $("open-list");
  /** @type {OpenTable[]} */
  let tables;
  try {
    tables = (await getOpenTables()).tables;
  } catch (problem) {
    list.replaceChildren(el("li", "open-problem", problemText(asProblem(problem))));
    $("open-tables").hidden = false;
    return;
  }
  // Shown only while some table is looking for players; a refresh that finds none says so.
  if (tables.length === 0) {
    list.replaceChildren(el("li", "open-none", t("open.none")));
    return;
  }
  $("open-tables").hidden = false;
  list.replaceChildren(...tables.map((table) => {
    const item = el("li", "open-table");
    item.dataset.code = table.code;
    const title = form.variants.find((v) => v.name === table.variant)?.title || table.variant;
    const head = el("div", "open-head");
    head.append(el("strong", "", title), " ",
      el("span", "open-free", tn("open.free", table.players, { free: table.free, total: table.players })));
    if (table.host) head.append(" ", el("span", "open-host", t("open.host", { name: table.host })));
    const rules = el("ul", "open-rules");
    for (const line of table.rules) rules.append(el("li", "", line));
    const join = el("a", "button primary open-join", t("open.join"));
    join.href = table.url;
    item.append(head, rules, join);
    return item;
  }));
}

/** With a profile on this device, its matches at this seat count for it (docs/social.md).
 * @param {string} code @param {string} token */
async function claimForProfile(code, token) {
  const secret = loadProfileSecret();
  if (!secret) return;
  try {
    await claimSeat(secret, code, token);
  } catch {
    // a deleted profile or a network hiccup: the table works without the claim
  }
}

/** The message of a failure (an ApiError's, or the text of anything thrown).
 * @param {unknown} problem @returns {string} */
function messageOf(problem) {
  return problem instanceof Error ? problem.message : String(problem);
}

/** A failure as i18n.problemText reads it (an ApiError is one).
 * @param {unknown} problem @returns {Problem} */
function asProblem(problem) {
  return problem instanceof ApiError ? problem : { code: "", message: messageOf(problem) };
}

async function main() {
  setupLangButton($("lang"));
  setupSettings();
  const nameField = /** @type {HTMLInputElement} */ ($("name"));
  if (!nameField.value) nameField.value = loadName();  // keep a name typed while the page loaded
  const presetField = /** @type {HTMLSelectElement} */ ($("preset"));
  presetField.addEventListener("change", () => {
    const preset = presetField.value;
    form.preset = preset;
    form.changed.clear();
    $("preset-help").textContent = (current().preset_help || {})[preset] || "";
    loadOptions();
  });
  $("players").addEventListener("change", () => {
    form.players = Number(/** @type {HTMLSelectElement} */ ($("players")).value);
    renderSeats();
    loadOptions();
  });
  $("create").addEventListener("submit", submit);
  $("ruleset-pick").addEventListener("change", pickRuleset);
  $("ruleset-save").addEventListener("click", saveHouseRules);
  $("open-refresh").addEventListener("click", loadOpenTables);
  onLangChange(() => {
    document.title = t("app.title");
    loadVariants().then(loadOpenTables).then(renderOffline);
  });
  const loading = $("lobby-loading");
  if (isOffline()) {
    // what needs the server is not offered: house rules, the how-to and FAQ pages
    $("house-rules").hidden = true;
    /** @type {HTMLElement} */ ($("how-link").parentElement).hidden = true;
    /** @type {HTMLElement} */ ($("faq-link").parentElement).hidden = true;
  }
  appKept().then((stored) => {
    kept = stored;
    if (offlineOffered()) renderKept();
  });
  renderOffline();
  pageReady();
  // the line (early.js) and the disabled button stay until the games came (offline:
  // once the engine in the worker answered)
  const loaded = await loadVariants();
  loading.hidden = true;
  delete $("create").dataset.loading;
  /** @type {HTMLButtonElement} */ ($("create-button")).disabled = !loaded;
  renderOffline();
  loadOpenTables();
  if (!isOffline()) await openSharedRuleset();
}

main();
