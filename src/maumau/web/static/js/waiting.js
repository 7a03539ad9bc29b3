// Before the match: the seats, the invite link, and the host's controls (bots, start).

import { inviteUrl, qrUrl } from "./api.js";
import { renderHostControls } from "./hostcontrols.js";
import { levelName, t, tn } from "./i18n.js";
import { isOffline } from "./offline/mode.js";

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

/** The invite link with a copy button.
 * @param {string} code @returns {HTMLElement} */
export function renderInvite(code) {
  const box = el("div", "invite");
  box.append(el("h3", "", t("invite.heading")), el("p", "", t("invite.text")));
  const row = el("div", "invite-row");
  const input = el("input", "invite-link");
  input.readOnly = true;
  input.setAttribute("aria-label", t("invite.heading")); // its name (a11y)
  input.value = inviteUrl(code);
  input.addEventListener("focus", () => input.select());
  const copy = el("button", "copy", t("invite.copy"));
  copy.type = "button";
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      input.select();
      document.execCommand?.("copy");
    }
    copy.textContent = t("invite.copied");
    window.setTimeout(() => { copy.textContent = t("invite.copy"); }, 1500);
  });
  row.append(input, copy);
  const qr = el("img", "invite-qr");
  qr.src = qrUrl(code);
  qr.alt = t("invite.qr_alt");
  qr.width = 160;
  qr.height = 160;
  const pair = el("div", "invite-pair");
  const link = el("div", "invite-link-box");
  link.append(row, el("p", "help", t("invite.qr_text")));
  pair.append(link, qr);
  box.append(pair);
  return box;
}

/** ctx: summary, mySeat, host, levels, names, onCommand(type, fields)
 * @param {RoomContext} ctx @returns {HTMLElement} */
export function renderWaiting(ctx) {
  const { summary } = ctx;
  const panel = el("div", "waiting");
  panel.append(el("h2", "", t("table.waiting")));
  const list = el("ol", "seat-list");
  for (const seat of summary.seats) {
    const item = el("li", "seat-line kind-" + seat.kind);
    item.dataset.seat = String(seat.seat);
    let label = seat.kind === "open" ? t("table.open_seat") : ctx.names(seat.seat);
    if (seat.kind === "bot") label += ` (${t("table.bot")}${seat.level ? " · " + levelName(seat.level) : ""})`;
    if (seat.seat === summary.host_seat) label += ` (${t("join.host")})`;
    if (seat.seat === ctx.mySeat) label += ` – ${t("table.you")}`;
    item.append(el("span", "seat-label", `${t("seat.name", { n: seat.seat + 1 })}: ${label}`));
    if (ctx.host && seat.kind === "open") {
      const level = el("select", "level");
      for (const name of ctx.levels) level.append(new Option(levelName(name), name));
      if (ctx.levels.includes("medium")) level.value = "medium";
      const add = el("button", "add-bot", t("btn.add_bot"));
      add.type = "button";
      add.addEventListener("click", () => ctx.onCommand("add_bot", { seat: seat.seat, level: level.value }));
      item.append(level, add);
    }
    // removing a bot leaves an open seat, which an offline table cannot have
    if (ctx.host && seat.kind === "bot" && !isOffline()) {
      const remove = el("button", "remove-bot", t("btn.remove_bot"));
      remove.type = "button";
      remove.addEventListener("click", () => ctx.onCommand("remove_bot", { seat: seat.seat }));
      item.append(remove);
    }
    list.append(item);
  }
  panel.append(list);
  const controls = renderHostControls(ctx, true);
  if (controls) panel.append(controls);
  if (ctx.host) {
    const ready = summary.seats.every((seat) => seat.kind !== "open");
    const start = el("button", "primary big start", t("btn.start"));
    start.type = "button";
    start.disabled = !ready;
    start.addEventListener("click", () => ctx.onCommand("start", {}));
    panel.append(start, el("p", "help", t("host.start_hint")));
  }
  // an offline table lives on this device alone: nobody can be invited or find it listed
  if (isOffline()) return panel;
  if (ctx.host) {
    const listing = el("label", "list-switch");
    const toggle = el("input", "list-toggle");
    toggle.type = "checkbox";
    toggle.checked = Boolean(summary.listed);
    toggle.addEventListener("change", () => ctx.onCommand("list_table", { on: toggle.checked }));
    listing.append(toggle, " ", t("open.list_switch"));
    panel.append(listing, el("p", "help", t("open.list_help")));
  } else {
    panel.append(el("p", "help", t("host.wait")));
  }
  panel.append(renderInvite(summary.code));
  return panel;
}

/** Every seat in words: who sits there (host, bot and level) or that it is free.
 * @param {TableSummary} summary @param {Names} names @param {number | null} [mySeat]
 * @returns {HTMLElement} */
export function seatLines(summary, names, mySeat = null) {
  const list = el("ol", "seat-list");
  for (const seat of summary.seats) {
    const item = el("li", "seat-line kind-" + seat.kind);
    item.dataset.seat = String(seat.seat);
    let label = seat.kind === "open" ? t("table.open_seat") : names(seat.seat);
    if (seat.kind === "bot") label += ` (${t("table.bot")}${seat.level ? " · " + levelName(seat.level) : ""})`;
    if (seat.seat === summary.host_seat) label += ` (${t("join.host")})`;
    if (seat.seat === mySeat) label += ` – ${t("table.you")}`;
    item.append(el("span", "seat-label", `${t("seat.name", { n: seat.seat + 1 })}: ${label}`));
    list.append(item);
  }
  return list;
}

/**
 * The join form for a visitor without a seat: who invited, the game, its rules, who sits
 * where; then a name, a free seat or watching. about: {game, names, rules (an element)}.
 * @param {TableSummary} summary @param {string} name
 * @param {(name: string, seat: number | null) => void} onJoin
 * @param {{game?: string, names?: Names, rules?: HTMLElement}} [about] @returns {HTMLElement}
 */
export function renderJoin(summary, name, onJoin, about = {}) {
  const panel = el("div", "join-form");
  panel.append(el("h2", "", t("join.heading")));
  const names = about.names || ((seat) => summary.seats[seat]?.name || t("seat.name", { n: seat + 1 }));
  const host = summary.seats.find((seat) => seat.seat === summary.host_seat);
  const intro = el("div", "join-about");
  if (host?.name) intro.append(el("p", "join-invited", t("join.invited", { name: host.name })));
  intro.append(el("p", "join-game", t("join.game", { game: about.game || summary.variant })));
  const open = summary.seats.filter((seat) => seat.kind === "open");
  intro.append(el("p", "join-free", tn("join.free", summary.seats.length, { free: open.length, total: summary.seats.length })));
  intro.append(seatLines(summary, names));
  panel.append(intro);
  const label = el("label", "", "");
  label.append(el("span", "", t("lobby.name") + " "));
  const input = el("input", "join-name");
  input.maxLength = 24;
  input.value = name;
  label.append(input);
  panel.append(label);
  const buttons = el("div", "join-buttons");
  for (const seat of open) {
    const take = el("button", "primary take-seat", t("join.take", { n: seat.seat + 1 }));
    take.type = "button";
    take.dataset.seat = String(seat.seat);
    take.addEventListener("click", () => onJoin(input.value.trim(), seat.seat));
    buttons.append(take);
  }
  if (open.length === 0) panel.append(el("p", "help", t("join.full")));
  const watch = el("button", "watch", t("join.watch"));
  watch.type = "button";
  watch.addEventListener("click", () => onJoin(input.value.trim(), null));
  buttons.append(watch);
  panel.append(buttons);
  // the table's rules after the form: on a phone the name and "Platz nehmen" come first
  if (about.rules) panel.append(about.rules);
  return panel;
}
