// One modal choice at a time: a question and a button per answer, in a sheet at the
// bottom of the screen that leaves the board in sight (what the choice is about: hand
// sizes, pile tops).

import { t } from "./i18n.js";
import { trapFocus } from "./keyboard.js";

/** The open dialog's way to close, or null.
 * @type {((value: string | null) => void) | null} */
let open = null;

/**
 * Asks `question`; `answers` are {label, value, icon?, hint?}. Resolves to the chosen
 * value, or null when cancelled (the Cancel button, Escape or a click beside the box).
 * @param {string} question @param {Answer[]} answers
 * @param {{preview?: HTMLElement | null}} [extra] @returns {Promise<string | null>}
 */
export function choose(question, answers, { preview = null } = {}) {
  closeDialog();
  return new Promise((/** @type {(value: string | null) => void} */ resolve) => {
    const overlay = document.createElement("div");
    overlay.className = "overlay sheet";
    const box = document.createElement("div");
    box.className = "dialog";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "true");
    const heading = document.createElement("h2");
    heading.textContent = question;
    heading.id = "dialog-question";
    box.setAttribute("aria-labelledby", heading.id);
    box.append(heading);
    const opener = document.activeElement; // gets the focus back (keyboard.js)
    const release = trapFocus(box);
    if (preview) {
      preview.classList.add("dialog-preview");
      box.append(preview);
    }
    const list = document.createElement("div");
    list.className = "dialog-answers";
    const finish = (/** @type {string | null} */ value) => {
      overlay.remove();
      document.removeEventListener("keydown", onKey);
      release();
      open = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      resolve(value);
    };
    for (const answer of answers) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "answer";
      button.dataset.value = String(answer.value);
      button.innerHTML = answer.icon || "";
      const label = document.createElement("span");
      label.textContent = answer.label;
      button.append(label);
      if (answer.hint) {
        const hint = document.createElement("small");
        hint.textContent = answer.hint;
        button.append(hint);
      }
      if (answer.paint) button.style.setProperty("--answer-paint", answer.paint);
      button.addEventListener("click", () => finish(answer.value));
      list.append(button);
    }
    box.append(list);
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "cancel";
    cancel.textContent = t("btn.cancel");
    cancel.addEventListener("click", () => finish(null));
    box.append(cancel);
    const onKey = (/** @type {KeyboardEvent} */ event) => {
      if (event.key === "Escape") finish(null);
    };
    document.addEventListener("keydown", onKey);
    overlay.addEventListener("click", (event) => {
      if (event.target === overlay) finish(null);
    });
    overlay.append(box);
    document.body.append(overlay);
    open = finish;
    list.querySelector("button")?.focus();
  });
}

/** Closes an open dialog as if cancelled (the game moved on under it). */
export function closeDialog() {
  if (open) open(null);
}
