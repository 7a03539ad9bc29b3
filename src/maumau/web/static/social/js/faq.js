// The FAQ per game and the support form.

import { api, currentLang, onLangChange, problemText, say, setupLang, t } from "./texts.js";
import { pageReady } from "/static/js/ready.js";

const gamePick = document.getElementById("faq-game");
const faqBox = document.getElementById("faq");
const problem = document.getElementById("problem");
const form = document.getElementById("support");
const result = document.getElementById("support-result");
const formGame = document.getElementById("game");

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
    if (askedGame && all.games.some((game) => game.name === askedGame)) {
      gamePick.value = askedGame;
      formGame.value = askedGame;
    }
    askedGame = "";
    const wanted = gamePick.value;
    const games = all.games.filter((game) => !wanted || game.name === wanted);
    faqBox.replaceChildren(section(t("faq.general"), all.general, ""),
      ...games.map((game) => section(game.title, game.questions, game.name, game.note)));
  } catch (failure) {
    say(problem, problemText(failure));
  }
}

/** Marks the field a refusal names (`reason.params.field`) as invalid and moves there. */
function markField(failure) {
  for (const element of form.elements) element.removeAttribute("aria-invalid");
  const name = failure?.reason?.params?.field;
  const field = typeof name === "string" ? form.elements[name] : null;
  if (!field || typeof field.focus !== "function") return;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", "support-result");
  field.focus();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = { lang: currentLang() };
  for (const name of ["email", "game", "device", "os", "message"]) {
    const value = form.elements[name].value;
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
setupLang(document.getElementById("lang"));
onLangChange(() => {
  say(result, "");
  load();
});
load();
pageReady();
