// Cards as the page draws and names them (static/js/carddata.js, cards.js, shapes.js),
// from the games' real faces (fixtures/variants.json: `page_facts` of classic and
// Heul doch!) and the real catalogues.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CATALOGUES, VARIANTS, page } from "./support.mjs";

const carddata = await page("carddata.js");
const { cardSvg, backSvg } = await page("cards.js");
const { shapePath, shapeIcon } = await page("shapes.js");
const { seatOrder } = await page("board.js");
const { defaultGame, facesOf } = await page("faces.js");

const faces = (name) => VARIANTS.variants.find((entry) => entry.name === name).faces;

/** Every card code of a game: each colour with each coloured face, and the colourless ones. */
function deck(name) {
  const { code, colours, faces: all } = faces(name);
  const colourless = new Set(code.colourless);
  const codes = [...colourless];
  for (const colour of Object.keys(colours)) {
    for (const face of Object.keys(all)) {
      if (colourless.has(face)) continue;
      codes.push(code.colour === "start" ? colour + face : face + colour);
    }
  }
  return codes;
}

test("the faces come from the server's answer, the default game too", () => {
  assert.deepEqual(facesOf("classic"), faces("classic"));
  assert.deepEqual(facesOf("no_such_game"), {});
  assert.equal(defaultGame(), VARIANTS.variants.find((entry) => entry.default)?.name ?? null);
});

test("a card code splits into colour and face as the game's faces say", () => {
  assert.deepEqual(carddata.splitCode("classic", "JH"), { colour: "H", face: "J" });
  assert.deepEqual(carddata.splitCode("classic", "TC"), { colour: "C", face: "T" });
  assert.deepEqual(carddata.splitCode("classic", "X"), { colour: null, face: "X" });
  assert.deepEqual(carddata.splitCode("heuldoch", "r5"), { colour: "r", face: "5" });
  assert.deepEqual(carddata.splitCode("heuldoch", "onion"), { colour: null, face: "onion" });
  assert.deepEqual(carddata.splitCode("no_such_game", "JH"), { colour: null, face: "JH" });
});

test("every card of every game is drawn by its layout, each mark written once", () => {
  for (const name of ["classic", "heuldoch"]) {
    const ids = new Set();
    for (const code of deck(name)) {
      const svg = cardSvg(name, code);
      assert.match(svg, /^<svg viewBox="0 0 100 150"/, code);
      assert.doesNotMatch(svg, /unknown-card|undefined|NaN/, `${name} ${code} is drawn`);
      const texts = [...svg.matchAll(/<text id="(card-mark-\d+)"[^>]*>([^<]*)<\/text>/g)];
      const shown = texts.map((mark) => mark[2]);
      assert.equal(new Set(shown).size, shown.length, `${code}: each mark once (${shown})`);
      for (const [, id] of texts) {
        assert.ok(!ids.has(id), `${code}: mark ids differ from card to card`);
        ids.add(id);
      }
      for (const use of svg.matchAll(/<use href="#(card-mark-\d+)"/g)) {
        assert.ok(texts.some((mark) => mark[1] === use[1]), `${code}: a repeat uses a mark of its own card`);
      }
    }
  }
});

test("a plain card shows its rank in the corners and its suit's shape", () => {
  const svg = cardSvg("classic", "7H");
  const heart = faces("classic").colours.H;
  assert.ok(svg.includes(shapePath(heart.shape, 50, 72, 48, heart.paint)), "the big heart");
  assert.match(svg, /<text id="card-mark-\d+"[^>]*>7<\/text>/);
  assert.ok((svg.match(/<use href=/g) || []).length >= 1, "the turned corner repeats the rank");
});

test("a code the faces do not describe shows the code itself", () => {
  assert.match(cardSvg("classic", "ZZ"), /class="unknown-card"[^>]*>ZZ<\/text>/);
  assert.match(cardSvg("no_such_game", "JH"), />JH<\/text>/);
  assert.match(backSvg(), />MAU<\/text>/);
});

test("card names and effects come from the catalogue in the page's language", () => {
  const name = carddata.cardName("classic", "JH");
  assert.ok(name.includes(CATALOGUES.de["page.colour.classic.H"]), name);
  assert.ok(name.includes(CATALOGUES.de["choice.rank.J"]), name);
  assert.equal(carddata.colourName("classic", "Q"), "Q");  // no such suit: its key
  assert.equal(carddata.describeChoice("classic", "H"), CATALOGUES.de["page.colour.classic.H"]);
  // an option gives a rank its effect; a count picks the plural form
  const one = carddata.cardEffect("classic", "7H", { draw_n_rank: "7", draw_n: 1 });
  assert.equal(one, CATALOGUES.de["page.effect.classic.draw_n.one"].replaceAll("{n}", "1"));
  const three = carddata.cardEffect("classic", "7H", { draw_n_rank: "7", draw_n: 3 });
  assert.equal(three, CATALOGUES.de["page.effect.classic.draw_n"].replaceAll("{n}", "3"));
  assert.equal(carddata.cardEffect("classic", "8H", { draw_n_rank: "7", draw_n: 3 }), "");
  // the accessible name begins with what the card shows (WCAG 2.5.3)
  const label = carddata.cardLabel("classic", "JH", {}, "B");
  assert.ok(label.startsWith("B"), label);
  assert.ok(label.includes(name), label);
});

test("shapes: a known shape's path, an unknown one drawn as a circle", () => {
  assert.match(shapePath("heart", 10, 20, 40, "#f00"), /transform="translate\(10 20\) scale\(2\.000\)"/);
  assert.equal(shapePath("no_such_shape", 0, 0, 20, "#000"), shapePath("circle", 0, 0, 20, "#000"));
  assert.match(shapeIcon("star", "#00f", 26), /width="26" height="26"/);
});

test("seats go round from the reader's left neighbour, the reader's own seat last", () => {
  assert.deepEqual(seatOrder(4, 1), [2, 3, 0, 1]);
  assert.deepEqual(seatOrder(4, 3), [0, 1, 2, 3]);
  assert.deepEqual(seatOrder(3, null), [0, 1, 2]);  // a spectator
});
