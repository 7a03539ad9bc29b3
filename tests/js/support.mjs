// What the page's modules need from a browser before they are imported in Node: the
// server's answers they ask for at import time (the catalogues of GET /api/i18n/{lang},
// read here from the real .po files; the games' faces of GET /api/variants, from
// fixtures/variants.json) and the few globals they touch. Import this module first, then
// the page's modules with `await import(...)`.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = new URL("../../", import.meta.url);
export const STATIC = new URL("src/maumau/web/static/js/", ROOT);
const LOCALE = new URL("src/maumau/locale/", ROOT);

/** A quoted .po string ("…" with its escapes) as text. */
function unquote(text) {
  return JSON.parse(text.replace(/\\'/g, "'"));
}

/** The messages of a .po file as the server sends them (i18n.plural_entries): a plural
 * entry becomes KEY (the form for any other count) and KEY.one (the form for one). */
export function readPo(lang) {
  const source = readFileSync(fileURLToPath(new URL(`${lang}/LC_MESSAGES/maumau.po`, LOCALE)), "utf-8");
  const messages = {};
  let fields = {};
  let last = null;
  const flush = () => {
    const key = fields.msgid;
    if (key && fields.msgid_plural !== undefined) {
      messages[key] = fields["msgstr[1]"];
      messages[key + ".one"] = fields["msgstr[0]"];
    } else if (key && fields.msgstr !== undefined) {
      messages[key] = fields.msgstr;
    }
    fields = {};
    last = null;
  };
  for (const line of source.split("\n")) {
    const field = /^(msgid_plural|msgid|msgstr(?:\[\d\])?)\s+(".*")$/.exec(line);
    if (field) {
      if (field[1] === "msgid") flush();
      last = field[1];
      fields[last] = unquote(field[2]);
    } else if (last && line.startsWith("\"")) {
      fields[last] += unquote(line);
    } else {
      last = null;  // a comment or a blank line ends the field
    }
  }
  flush();
  return messages;
}

export const CATALOGUES = { de: readPo("de"), en: readPo("en") };
export const VARIANTS = JSON.parse(readFileSync(fileURLToPath(new URL("fixtures/variants.json", import.meta.url)), "utf-8"));

/** The server's answers the modules ask for while they load. */
globalThis.fetch = async (url) => {
  const path = String(url);
  const json = (body) => ({ ok: true, status: 200, statusText: "OK", json: async () => body });
  const lang = /^\/api\/i18n\/(de|en)$/.exec(path);
  if (lang) return json({ lang: lang[1], messages: CATALOGUES[lang[1]] });
  if (path.startsWith("/api/variants?")) return json(VARIANTS);
  return { ok: false, status: 404, statusText: "Not Found", json: async () => ({ code: "not_found" }) };
};

/** The one part of `document` the language switch touches (i18n.setLang). */
globalThis.document = {
  documentElement: { lang: "de", dataset: {} },
  querySelectorAll: () => [],
};

/** The page's module `name` (static/js/<name>). */
export function page(name) {
  return import(new URL(name, STATIC).href);
}
