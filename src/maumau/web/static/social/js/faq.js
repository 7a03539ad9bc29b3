// The FAQ per game and the support form.

import { ApiError, api, currentLang, onLangChange, problemText, say, setupLang, t } from "./texts.js";
import { pageReady } from "/static/js/ready.js";

/** An element of the page that is always there.
 * @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const gamePick = /** @type {HTMLSelectElement} */ ($("faq-game"));
const faqBox = $("faq");
const problem = $("problem");
const form = /** @type {HTMLFormElement} */ ($("support"));
const result = $("support-result");
const formGame = /** @type {HTMLSelectElement} */ ($("game"));

/** One question and its answer, folded.
 * @param {{q: string, a: string}} entry @returns {HTMLElement} */
function question(entry) {
  const box = document.createElement("details");
  box.className = "question";
  const summary = document.createElement("summary");
  summary.textContent = entry.q;
  const answer = document.createElement("p");
  answer.textContent = entry.a;
  box.append(summary, answer);
  return box;
}

/** The questions of one game (or the general ones).
 * @param {string} title @param {{q: string, a: string}[]} entries @param {string} name
 * @param {string} [note] @returns {HTMLElement} */
function section(title, entries, name, note = "") {
  const part = document.createElement("section");
  part.dataset.game = name;
  const heading = document.createElement("h2");
  heading.textContent = title;
  part.append(heading);
  if (note) {
    const help = document.createElement("p");
    help.className = "help faq-note";
    help.textContent = note;
    part.append(help);
  }
  part.append(...entries.map(question));
  return part;
}

/** The game a link asked for (`/faq?game=<name>`, from a table's or the lobby's rules
 * box), chosen once the games are known. */
let askedGame = new URLSearchParams(window.location.search).get("game") || "";

/** @param {HTMLSelectElement} select @param {{name: string, title: string}[]} games
 * @param {string} first */
function fillSelect(select, games, first) {
  const chosen = select.value;
  select.replaceChildren();
  const none = document.createElement("option");
  none.value = "";
  none.textContent = first;
  select.append(none);
  for (const game of games) {
    const option = document.createElement("option");
    option.value = game.name;
    option.textContent = game.title;
    select.append(option);
  }
  select.value = chosen;
}

async function load() {
  say(problem, "");
  try {
    const all = await api("GET", `/api/faq?lang=${currentLang()}`);
    fillSelect(gamePick, all.games, t("faq.all_games"));
    fillSelect(formGame, all.games, t("support.no_game"));
    if (askedGame && all.games.some((/** @type {{name: string}} */ game) => game.name === askedGame)) {
      gamePick.value = askedGame;
      formGame.value = askedGame;
    }
    askedGame = "";
    const wanted = gamePick.value;
    /** @type {{name: string, title: string, questions: {q: string, a: string}[], note?: string}[]} */
    const games = all.games.filter((/** @type {{name: string}} */ game) => !wanted || game.name === wanted);
    faqBox.replaceChildren(section(t("faq.general"), all.general, ""),
      ...games.map((game) => section(game.title, game.questions, game.name, game.note)));
  } catch (failure) {
    say(problem, problemText(failure));
  }
}

/** Marks the field a refusal names (`reason.params.field`) as invalid and moves there.
 * @param {unknown} failure */
function markField(failure) {
  for (const element of form.elements) element.removeAttribute("aria-invalid");
  const name = failure instanceof ApiError ? failure.reason?.params?.field : undefined;
  const field = typeof name === "string" ? form.elements.namedItem(name) : null;
  if (!(field instanceof HTMLElement) || typeof field.focus !== "function") return;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", "support-result");
  field.focus();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  /** @type {Record<string, string | null>} */
  const body = { lang: currentLang() };
  for (const name of ["email", "game", "device", "os", "message"]) {
    const value = /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value;
    body[name] = value.trim() === "" ? null : value;
  }
  try {
    const sent = await api("POST", "/api/feedback", body);
    markField(null);
    form.reset();
    say(result, t("support.sent", { id: sent.id }), "ok");
  } catch (failure) {
    say(result, problemText(failure), "error");
    markField(failure);
  }
});

gamePick.addEventListener("change", load);
setupLang($("lang"));
onLangChange(() => {
  say(result, "");
  load();
});
load();
pageReady();
