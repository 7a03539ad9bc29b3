// A saved rule set opened by its share link: what it sets, a link into the lobby, JSON
// export, and the import of a rule set file.

import { api, currentLang, onLangChange, problemText, say, setupLang, t } from "./texts.js";

const key = decodeURIComponent(window.location.pathname.split("/").pop());
const problem = document.getElementById("problem");

function valueText(value) {
  if (value === true) return t("rules.on");
  if (value === false) return t("rules.off");
  return String(value);
}

async function show() {
  say(problem, "");
  try {
    const saved = await api("GET", `/api/rulesets/${encodeURIComponent(key)}`);
    const rules = saved.ruleset;
    const game = await api("GET",
      `/api/variants/${rules.variant}/options?players=${rules.players}&lang=${currentLang()}`);
    document.getElementById("rules-name").textContent = `${t("rules.heading")}: ${saved.name}`;
    document.getElementById("rules-game").textContent = game.title;
    document.getElementById("rules-players").textContent = String(rules.players);
    document.getElementById("rules-preset").textContent = rules.preset || t("rules.none");
    document.getElementById("use").href = saved.lobby_url;
    document.getElementById("export").href = `/api/rulesets/${saved.id}/export`;
    document.getElementById("share").textContent = saved.share_url;
    const help = Object.fromEntries(game.options.map((option) => [option.name, option.help]));
    const body = document.querySelector("#options tbody");
    body.replaceChildren();
    for (const [name, value] of Object.entries(rules.options)) {
      const row = body.insertRow();
      row.dataset.option = name;
      const label = row.insertCell();
      const strong = document.createElement("strong");
      strong.textContent = name;
      const small = document.createElement("small");
      small.textContent = help[name] ? " – " + help[name] : "";
      label.append(strong, small);
      row.insertCell().textContent = valueText(value);
    }
    document.getElementById("rules").hidden = false;
  } catch (failure) {
    say(problem, problemText(failure));
  }
}

document.getElementById("import").addEventListener("submit", async (event) => {
  event.preventDefault();
  const file = document.getElementById("file").files[0];
  if (!file) return;
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    say(problem, t("rules.bad_file"));
    return;
  }
  try {
    const saved = await api("POST", "/api/rulesets/import", data);
    window.location.assign(`/rules/${saved.id}`);
  } catch (failure) {
    say(problem, problemText(failure));
  }
});

setupLang(document.getElementById("lang"));
onLangChange(show);
show();
