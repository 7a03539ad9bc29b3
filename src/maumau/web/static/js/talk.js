// Table talk: the talk at this table (chat lines and quick reactions,
// always shown as text), the reaction buttons, a short message field, the host's chat
// switch, and who is watching. An offline table (offline/mode.js) lives on this device
// alone: nobody can watch it and its talk is not kept, so it shows neither who watches nor
// the chat switch.

import { t } from "./i18n.js";
import { isOffline } from "./offline/mode.js";

export const REACTIONS = ["thumbs_up", "laugh", "wow", "oops", "well_played", "thanks"];
const KEEP = 100;

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

export class TalkPanel {
  constructor() {
    /** @type {TalkEntry[]} */
    this.entries = [];
    this.draft = "";
  }

  /** The newest talk after welcome (replaces what was shown).
   * @param {TalkEntry[]} entries */
  setLog(entries) {
    this.entries = entries.slice(-KEEP);
  }

  /** @param {TalkEntry} entry */
  add(entry) {
    if (this.entries.some((known) => known.id === entry.id)) return;
    this.entries.push(entry);
    if (this.entries.length > KEEP) this.entries.shift();
  }

  /** ctx: summary, mySeat, host, names(seat), onTalk(fields), onChat(on).
   * @param {{summary: TableSummary, mySeat: number | null, host: boolean, names: Names,
   *   onTalk: (fields: {reaction?: string, text?: string}) => void, onChat: (on: boolean) => void}} ctx
   * @returns {HTMLElement} */
  render(ctx) {
    const { summary } = ctx;
    const box = el("div", "talk-inner");
    box.append(el("h3", "", t("talk.heading")));
    if (!isOffline()) box.append(this.watchers(summary));
    const list = el("ol", "talk-log");
    list.setAttribute("aria-live", "polite");
    for (const entry of this.entries) {
      const name = entry.name || ctx.names(entry.seat);
      const said = entry.kind === "reaction" ? t("talk.r." + entry.reaction) : entry.text;
      const item = el("li", "talk-" + entry.kind, t("talk.line", { name, text: said }));
      item.dataset.seat = String(entry.seat);
      list.append(item);
    }
    if (this.entries.length === 0) list.append(el("li", "talk-empty", t("talk.nothing")));
    box.append(list);
    if (ctx.mySeat !== null) {
      const reactions = el("div", "talk-reactions");
      reactions.setAttribute("role", "group");
      reactions.setAttribute("aria-label", t("talk.reactions"));
      for (const code of REACTIONS) {
        const button = el("button", "reaction", t("talk.r." + code));
        button.type = "button";
        button.dataset.reaction = code;
        button.addEventListener("click", () => ctx.onTalk({ reaction: code }));
        reactions.append(button);
      }
      box.append(reactions);
      if (summary.chat) {
        const form = el("form", "talk-form");
        const input = el("input", "talk-text");
        input.maxLength = 200;
        input.placeholder = t("talk.placeholder");
        input.setAttribute("aria-label", t("talk.placeholder"));
        input.value = this.draft;
        input.addEventListener("input", () => { this.draft = input.value; });
        const send = el("button", "talk-send", t("talk.send"));
        send.type = "submit";
        form.append(input, send);
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          ctx.onTalk({ text: input.value });
        });
        box.append(form);
      } else {
        box.append(el("p", "help talk-off", t("talk.chat_is_off")));
      }
    }
    if (ctx.host && !isOffline()) {
      const label = el("label", "chat-switch");
      const toggle = el("input", "chat-toggle");
      toggle.type = "checkbox";
      toggle.checked = Boolean(summary.chat);
      toggle.addEventListener("change", () => ctx.onChat(toggle.checked));
      label.append(toggle, " ", t("talk.chat_on"));
      box.append(label);
    }
    return box;
  }

  /** Who is watching: names of named spectators, and how many without a name.
   * @param {TableSummary} summary @returns {HTMLElement} */
  watchers(summary) {
    const named = summary.watchers || [];
    const anonymous = Math.max(0, (summary.spectators || 0) - named.length);
    const parts = [...named];
    if (anonymous > 0) parts.push(t("talk.watchers_anonymous", { n: anonymous }));
    return el("p", "watchers", parts.length
      ? t("talk.watchers", { names: parts.join(", ") }) : t("talk.nobody_watching"));
  }

  /** Forget the draft once the server accepted it. */
  sent() {
    this.draft = "";
  }
}
