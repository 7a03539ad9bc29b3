// The host's controls over the people at the table: take a person off
// their seat (a bot of a chosen level or, between rounds, nobody takes over) and hand the
// host role to another person. Shown in the waiting room and beside a running match.

import { levelName, t } from "./i18n.js";

/** @type {Map<number, string>} */
const chosenLevel = new Map();
/** Per seat, what the host picked to take over, kept across re-renders. */

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

/**
 * ctx: summary, mySeat, levels, names(seat), onCommand(type, fields).
 * Returns the controls, or null for anybody but the host.
 * @param {RoomContext} ctx @param {boolean} [open] @returns {HTMLElement | null}
 */
export function renderHostControls(ctx, open = false) {
  const { summary } = ctx;
  if (summary.host_seat !== ctx.mySeat) return null;
  const box = el("details", "host-controls");
  box.open = open;
  box.append(el("summary", "", t("hostctl.heading")));
  const people = summary.seats.filter((seat) => seat.kind === "human" && seat.seat !== summary.host_seat);
  if (people.length === 0) {
    box.append(el("p", "help", t("hostctl.nobody")));
    return box;
  }
  const playing = summary.status === "playing";
  const list = el("ul", "host-people");
  for (const seat of people) {
    const name = ctx.names(seat.seat);
    const item = el("li", "host-person");
    item.dataset.seat = String(seat.seat);
    item.append(el("span", "host-person-name", `${t("seat.name", { n: seat.seat + 1 })}: ${name}`));
    const label = el("label", "host-replace");
    label.append(el("span", "", t("hostctl.replace_with") + " "));
    const replace = el("select", "host-replace-with");
    if (!playing) replace.append(new Option(t("hostctl.free_seat"), ""));
    for (const level of ctx.levels) replace.append(new Option(`${t("table.bot")} · ${levelName(level)}`, level));
    const kept = chosenLevel.get(seat.seat);
    replace.value = kept !== undefined && [...replace.options].some((option) => option.value === kept)
      ? kept : replace.options[0].value;
    replace.addEventListener("change", () => chosenLevel.set(seat.seat, replace.value));
    label.append(replace);
    const remove = el("button", "remove-person", t("hostctl.remove"));
    remove.type = "button";
    remove.title = t("hostctl.remove_title", { name });
    remove.addEventListener("click", () => ctx.onCommand("remove_person",
      replace.value ? { seat: seat.seat, level: replace.value } : { seat: seat.seat }));
    const hand = el("button", "hand-host", t("hostctl.hand"));
    hand.type = "button";
    hand.title = t("hostctl.hand_title", { name });
    hand.addEventListener("click", () => ctx.onCommand("hand_host", { seat: seat.seat }));
    item.append(label, remove, hand);
    list.append(item);
  }
  box.append(list);
  return box;
}
