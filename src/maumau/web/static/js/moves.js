// From a click to an action in notation: which play of a card, asking when there is a
// choice to make (wish, partner, destination, direction). The words of the dialog come
// from the game's faces (faces.js: decisions).

import { colourInfo, cardName, describeChoice, splitCode } from "./carddata.js";
import { choose } from "./dialogs.js";
import { facesOf } from "./faces.js";
import { t } from "./i18n.js";
import { groupActions, playsWithCall } from "./notation.js";
import { shapeIcon } from "./shapes.js";
import { quickPlay } from "./quick.js";
import { previewFor, withContext } from "./choiceinfo.js";

/** @param {string} variant @returns {Decisions} */
function decisions(variant) {
  return facesOf(variant).decisions || {};
}

/** Which neighbour a seat is ("left", "right"), in words, or "".
 * @param {ViewTable} table @param {number | null} seat @returns {string} */
function sideOf(table, seat) {
  if (seat === table.left) return t("hd.left");
  if (seat === table.right) return t("hd.right");
  return "";
}

/** The answer for a play onto a seat, with the words the game gives targets (`spec`:
 * own, other, sides); just the seat's name where it gives none.
 * @param {View} view @param {ParsedAction & {target: number}} play @param {Names} names
 * @param {TargetWords | undefined} spec @returns {Answer} */
function targetAnswer(view, play, names, spec) {
  if (!spec?.other) return { label: names(play.target), value: play.text };
  if (play.target === view.seat && spec.own) return { label: t(spec.own), value: play.text };
  const hint = spec.sides ? sideOf(view.table || {}, play.target) : undefined;
  return { label: t(spec.other, { name: names(play.target) }), hint, value: play.text };
}

/** The words of one play among several of the same card.
 * @param {View} view @param {ParsedAction} play @param {Names} names @returns {Answer} */
export function answerFor(view, play, names) {
  const variant = view.variant;
  const rules = decisions(variant);
  const word = play.choice === null ? undefined : (rules.choices || {})[play.choice];
  if (play.choice !== null && word) return { label: t(word), value: play.text };
  if (play.target !== null && play.choice === null) {
    const face = play.card ? splitCode(variant, play.card).face : null;
    const spec = (face === null ? undefined : (rules.card_targets || {})[face]) || rules.targets;
    return targetAnswer(view, { ...play, target: play.target }, names, spec);
  }
  if (play.choice !== null) {
    const colour = colourInfo(variant, play.choice);
    const label = describeChoice(variant, play.choice) + (play.target !== null ? " – " + names(play.target) : "");
    return {
      label,
      value: play.text,
      icon: colour ? shapeIcon(colour.shape, colour.paint, 26) : "",
      paint: colour ? colour.paint : undefined,
    };
  }
  return { label: rules.plain ? t(rules.plain) : play.text, value: play.text };
}

/** Whether a rule of the game's questions fits the plays of the card `code`.
 * @param {Question} rule @param {string} variant @param {string} code @param {ParsedAction[]} plays
 * @returns {boolean} */
function asks(rule, variant, code, plays) {
  const choices = rule.choices;
  if (choices && !plays.some((play) => play.choice !== null && choices.includes(play.choice))) return false;
  if (rule.any_choice && !plays.some((play) => play.choice !== null)) return false;
  if (rule.card && splitCode(variant, code).face !== rule.card) return false;
  return true;
}

/** @param {View} view @param {string} code @param {ParsedAction[]} plays @returns {string} */
function questionFor(view, code, plays) {
  const rule = (decisions(view.variant).questions || []).find((r) => asks(r, view.variant, code, plays));
  return t(rule ? rule.text : "dialog.target", { card: cardName(view.variant, code) });
}

/**
 * The action for playing `code` now, or null: one legal play is taken at once, several
 * are offered in a dialog. `wantCall` asks for the Mau / Mau-Mau call where offered.
 * @param {View} view @param {string} code @param {boolean} wantCall @param {Names} names
 * @returns {Promise<string | null>}
 */
export async function actionForCard(view, code, wantCall, names) {
  const { byCard } = groupActions(view.legal_actions || []);
  const all = byCard.get(code);
  if (!all || all.length === 0) return null;
  const plays = playsWithCall(all, wantCall);
  if (plays.length === 0) return all[0].text;
  if (plays.length === 1) return plays[0].text;
  const quick = quickPlay(view, plays);
  if (quick) return quick;
  const preview = previewFor(view, code);
  const answers = plays.map((play) => withContext(view, play, answerFor(view, play, names)));
  return choose(questionFor(view, code, plays), answers, { preview });
}
