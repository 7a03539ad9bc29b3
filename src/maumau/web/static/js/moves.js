// From a click to an action in notation: which play of a card, asking when there is a
// choice to make (wish, partner, destination, direction).

import { colourInfo, cardName, describeChoice } from "./carddata.js";
import { cardElement } from "./cards.js";
import { choose } from "./dialogs.js";
import { t } from "./i18n.js";
import { groupActions, playsWithCall } from "./notation.js";
import { shapeIcon } from "./shapes.js";

/** The words of one play among several of the same card. */
export function answerFor(view, play, names) {
  const code = play.card ?? null;
  const variant = view.variant;
  const table = view.table || {};
  const me = view.seat;
  if (variant === "heuldoch") {
    if (play.choice === "down") return { label: t("dialog.down"), value: play.text };
    if (play.choice === "left") return { label: t("dialog.left"), value: play.text };
    if (play.choice === "right") return { label: t("dialog.right"), value: play.text };
    if (play.target !== null && code === "strandtuch") {
      const side = play.target === table.left ? t("hd.left") : play.target === table.right ? t("hd.right") : "";
      if (play.target === me) return { label: t("dialog.swap_with_own"), value: play.text };
      return { label: t("dialog.swap_with", { name: names(play.target) }), hint: side, value: play.text };
    }
    if (play.target !== null) {
      if (play.target === me) return { label: t("dialog.own_pile"), value: play.text };
      const side = play.target === table.left ? t("hd.left") : play.target === table.right ? t("hd.right") : "";
      return { label: t("dialog.onto", { name: names(play.target) }), hint: side, value: play.text };
    }
    return { label: play.text, value: play.text };
  }
  if (play.target !== null && play.choice === null) {
    return { label: names(play.target), value: play.text };
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
  return { label: t("dialog.no_wish"), value: play.text };
}

function questionFor(view, code, plays) {
  if (view.variant === "heuldoch") {
    if (plays.some((play) => play.choice === "left" || play.choice === "right")) return t("dialog.karussell");
    if (code === "strandtuch") return t("dialog.strandtuch");
    return t("dialog.where", { card: cardName("heuldoch", code) });
  }
  if (plays.some((play) => play.choice !== null)) return t("dialog.wish");
  return t("dialog.target");
}

/**
 * The action for playing `code` now, or null: one legal play is taken at once, several
 * are offered in a dialog. `wantCall` asks for the Mau / Mau-Mau call where offered.
 */
export async function actionForCard(view, code, wantCall, names) {
  const { byCard } = groupActions(view.legal_actions || []);
  const all = byCard.get(code);
  if (!all || all.length === 0) return null;
  const plays = playsWithCall(all, wantCall);
  if (plays.length === 0) return all[0].text;
  if (plays.length === 1) return plays[0].text;
  const preview = cardElement(view.variant, code, { options: view.options || {} });
  const answers = plays.map((play) => answerFor(view, play, names));
  return choose(questionFor(view, code, plays), answers, { preview });
}
