// The rules of each game in a few sentences, for the box beside the table.

import { currentLang, t } from "./i18n.js";

const RULES = {
  classic: [
    "Lege eine Karte gleicher Farbe oder gleichen Werts auf die Ablage. Kannst oder willst du nicht, ziehe eine Karte. "
      + "Sonderkarten (Standard): 7 – der Nächste zieht 2 (mit einer 7 weitergeben), 8 – der Nächste setzt aus, "
      + "9 – Richtungswechsel, Bube – passt auf alles, du wünschst eine Farbe. Vor der vorletzten Karte „Mau!“ drücken. "
      + "Wer zuerst keine Karten mehr hat, gewinnt die Runde und bekommt die Punkte der anderen Hände.",
    "Play a card of the same suit or rank onto the discard pile. If you cannot or do not want to, draw a card. "
      + "Special cards (standard): 7 – the next player draws 2 (pass it on with a 7), 8 – the next player is skipped, "
      + "9 – the direction reverses, Jack – goes on anything and you wish for a suit. Press “Mau!” before your "
      + "second-to-last card. Whoever runs out of cards first wins the round and scores the other hands.",
  ],
  tabaluga: [
    "Lege eine Karte gleicher Farbe oder gleicher Zahl/Sonderkarte. Sonst ziehe eine Karte (dein Zug endet). "
      + "⇄ wechselt die Richtung, +2 – der Nächste zieht 2, +4 – der Nächste zieht 4, ⊘ STOP – der Nächste setzt aus, "
      + "Farbwechsel – du wünschst eine Farbe. Vor der vorletzten Karte „Mau!“ drücken. Nach allen Spielen gewinnt, "
      + "wer die wenigsten Punkte auf der Hand gesammelt hat.",
    "Play a card of the same colour or the same number/special. Otherwise draw a card (your turn ends). "
      + "⇄ reverses, +2 – the next player draws 2, +4 – the next player draws 4, ⊘ STOP – the next player is skipped, "
      + "Colour change – you wish for a colour. Press “Mau!” before your second-to-last card. After all games the "
      + "lowest total of hand points wins.",
  ],
  emojical: [
    "Lege eine Karte gleicher Farbe, gleichen Smileys oder gleicher Aktion; graue Karten passen immer. Hast du genau "
      + "dieselbe Karte wie die gerade gelegte, darfst du sie blitzschnell dazwischenwerfen. Aktionen: Zieh 2, "
      + "Aussetzen, Kartentausch, Schenken, Zocken; Blocken wehrt eine Aktion deiner Farbe ab. Vor der vorletzten "
      + "Karte „Mau!“, vor der letzten „Mau-Mau!“ drücken. Der Sieger bekommt die Punkte der anderen Hände.",
    "Play a card of the same colour, smiley or action; grey cards always fit. If you hold exactly the card just "
      + "played, you may throw it in at once. Actions: Draw 2, Skip, Swap hands, Gift, Gamble; Block stops an action "
      + "of your colour. Press “Mau!” before your second-to-last card and “Mau-Mau!” before your last. The winner "
      + "scores the other hands.",
  ],
  heuldoch: [
    "Umgekehrtes Mau Mau: sammle Karten auf deinem eigenen Stapel. Passt deine Karte (Farbe oder Zahl) auf den Stapel "
      + "eines Nachbarn, musst du sie ihm geben. Sonst lege sie offen auf deinen Stapel, wenn sie passt – oder "
      + "verdeckt als Zwiebel. Am Ende zählt jede offene Karte ihren Wert, außer den Werten, die deiner "
      + "Zwiebelanzahl entsprechen. Die meisten Punkte gewinnen.",
    "Reverse Mau Mau: collect cards on your own pile. If your card (colour or number) fits a neighbour's pile, you "
      + "must give it to them. Otherwise lay it face up on your pile if it fits – or face down as an onion. At the "
      + "end every face-up card scores its value, except the values equal to your onion count. Most points win.",
  ],
};

export function renderRules(variant) {
  const box = document.createElement("details");
  box.className = "rules-box";
  const summary = document.createElement("summary");
  summary.textContent = currentLang() === "de" ? "Kurzregeln" : "Rules in short";
  const text = document.createElement("p");
  text.textContent = (RULES[variant] || ["", ""])[currentLang() === "de" ? 0 : 1];
  const how = document.createElement("a");
  how.className = "how-link";
  how.href = `/how/${encodeURIComponent(variant)}`;
  how.target = "_blank";
  how.textContent = t("how.link");
  box.append(summary, text, how);
  return box;
}
