// The page's words (static/js/i18n.js) from the real catalogues (src/maumau/locale/*.po,
// served as GET /api/i18n/{lang} does): fields filled, the plural form chosen for a count
// in German and English, refusals and reasons rendered.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CATALOGUES, page } from "./support.mjs";

const i18n = await page("i18n.js");

/** The catalogue's text of `key` in `lang` with its fields filled. */
function expected(lang, key, fields) {
  let text = CATALOGUES[lang][key];
  assert.notEqual(text, undefined, `${lang} has ${key}`);
  for (const [name, value] of Object.entries(fields)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

test("the page starts in German and switches to English and back", () => {
  assert.equal(i18n.currentLang(), "de");
  const heard = [];
  i18n.onLangChange((lang) => heard.push(lang));
  i18n.setLang("en");
  assert.equal(i18n.currentLang(), "en");
  assert.equal(globalThis.document.documentElement.lang, "en");
  i18n.setLang("fr");  // not a language of the catalogue: nothing changes
  i18n.setLang("de");
  assert.deepEqual(heard, ["en", "de"]);
});

for (const lang of ["de", "en"]) {
  test(`plural forms pick the catalogue's form for the count (${lang})`, () => {
    i18n.setLang(lang);
    try {
      for (const count of [0, 1, 2, 5, 21]) {
        const key = count === 1 ? "page.table.cards.one" : "page.table.cards";
        assert.equal(i18n.cardsText(count), expected(lang, key, { n: count }), `${count} cards`);
      }
      // a key without a ".one" form takes the one form for every count
      assert.equal(i18n.tn("table.match", 1), expected(lang, "page.table.match", { n: 1 }));
      // a library refusal counts by its `count` param
      assert.equal(i18n.refusalText("draw_limit_reached", { count: 1 }),
        expected(lang, "refusal.draw_limit_reached.one", { count: 1 }));
      assert.equal(i18n.refusalText("draw_limit_reached", { count: 3 }),
        expected(lang, "refusal.draw_limit_reached", { count: 3 }));
    } finally {
      i18n.setLang("de");
    }
  });
}

test("a page key is looked up before the shared one, and an unknown key shows itself", () => {
  assert.equal(i18n.t("table.cards", { n: 2 }), expected("de", "page.table.cards", { n: 2 }));
  assert.equal(i18n.t("choice.rank.J"), CATALOGUES.de["choice.rank.J"]);
  assert.equal(i18n.t("no.such.key"), "no.such.key");
  assert.equal(i18n.hasText("table.cards"), true);
  assert.equal(i18n.hasText("no.such.key"), false);
  assert.equal(i18n.levelName("hard"), CATALOGUES.de["level.hard"]);
  assert.equal(i18n.levelName("unheard_of"), "unheard_of");
});

test("refusals and reasons come from the catalogue, the server's English only as a fallback", () => {
  assert.equal(i18n.refusalText("no_such_refusal", {}, "English detail"), "English detail");
  assert.equal(i18n.refusalText("no_such_refusal"), "no_such_refusal");
  // an error with a catalogue text: the text, never the English message
  assert.equal(i18n.problemText({ code: "removed", message: "removed from the seat" }),
    CATALOGUES.de["server.removed"]);
  // a code the catalogue lacks: the message as it came
  assert.equal(i18n.problemText({ code: "nothing_known", message: "as sent" }), "as sent");
  // a reason names its field by the field's label
  const field = Object.keys(CATALOGUES.de).find((key) => key.startsWith("why.field."));
  const why = Object.keys(CATALOGUES.de).find((key) => /^why\.[a-z_]+$/.test(key)
    && CATALOGUES.de[key].includes("{field}"));
  if (field && why) {
    const name = field.slice("why.field.".length);
    assert.equal(i18n.whyText({ code: why.slice(4), params: { field: name } }),
      expected("de", why, { field: CATALOGUES.de[field] }));
  }
  assert.equal(i18n.whyText(null), undefined);
});
