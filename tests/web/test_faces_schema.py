"""One description of a game's faces (``maumau.core.faces``): the committed JSON schema and
TypeScript types are what the types write, every registered game's faces (the plugin's
included) fit the schema, and every key the page's modules read is one the schema has, so
that a key renamed on either side fails here. No browser needed."""

from __future__ import annotations

import json
import re
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

from maumau.core.variant import Variant, all_variants
from maumau.web.pages import faces_schema
from maumau.web.pages.files import STATIC_DIR

JS = STATIC_DIR / "js"


def validator() -> jsonschema.Draft202012Validator:
    written = json.loads(faces_schema.SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(written)
    return jsonschema.Draft202012Validator(written)


def test_the_committed_schema_is_what_the_types_write() -> None:
    assert faces_schema.SCHEMA_PATH.read_text(encoding="utf-8") == faces_schema.schema_text(), (
        "run `python -m maumau.web.pages.faces_schema`")


def test_the_committed_typescript_types_are_what_the_schema_writes() -> None:
    assert faces_schema.TYPES_PATH.read_text(encoding="utf-8") == faces_schema.typescript(), (
        "run `python -m maumau.web.pages.faces_schema`")
    written = faces_schema.TYPES_PATH.read_text(encoding="utf-8")
    for name in faces_schema.schema()["$defs"]:
        assert re.search(rf"^export (?:interface|type) {name}\b", written, re.M), name


def test_the_generator_says_whether_the_files_are_current() -> None:
    assert faces_schema.main(["--check"]) == 0


def test_the_variants_are_all_here() -> None:
    assert {"classic", "tabaluga", "emojical", "heuldoch", "crazy_eights"} <= {
        game.name for game in all_variants()}


@pytest.mark.parametrize("game", all_variants(), ids=lambda game: game.name)
def test_every_games_faces_fit_the_schema(game: Variant) -> None:
    faces = json.loads(json.dumps(game.faces()))
    errors = [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
              for error in validator().iter_errors(faces)]
    assert not errors, errors


@pytest.mark.parametrize("broken", [
    {"layout": "heap"},
    {"colours": {"C": {"paint": "#000", "shape": "club", "letter": "C", "nam": "x"}}},
    {"faces": {"7": {"draw": "pip", "captoin": "x"}}},
    {"faces": {"7": {"name": "x"}}},
    {"decisions": {"questions": [{"choices": ["left"]}]}},
    {"end": {"details": [{"key": "onions", "title": "x", "klass": "lost"}]}},
    {"sampel": "JC"},
])
def test_the_schema_refuses_a_renamed_or_missing_key(broken: dict[str, Any]) -> None:
    assert not validator().is_valid({"layout": "shared", **broken})


# ------------------------------------------------------------------ the page's reads

STRINGS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`')
FILLED = re.compile(r"\$\{([^{}]*)\}")
"""The expressions filled into a template literal (code, not words)."""
COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
FACES = r"(?:facesOf\([^()]*\)|\bfaces|\bthis\.faces)"
"""An expression that is a game's faces (``facesOf(variant)``, ``faces``)."""

READERS: dict[str, dict[str, str]] = {
    "carddata.js": {r"\brule": "CodeRule", r"\bentry": "OptionEffect", r"\bcolour": "Colour",
                    r"faceInfo\([^()]*\)": "Face"},
    "cards.js": {r"\bspec": "Face", r"\bcolour": "Colour"},
    "board.js": {r"\bcolour": "Colour"},
    "moves.js": {r"\brules": "Decisions", r"\bspec": "Targets", r"\brule": "Question",
                 r"\bcolour": "Colour"},
    "quick.js": {r"\brule": "Quick"},
    "eventlog.js": {r"\brule": "EventRule", r"cardInfo\(.*?\)": "Face"},
    "endpanel.js": {r"\bend": "End", r"\bcolumn": "EndColumn", r"end\.details\[0\]": "EndColumn"},
    "hand.js": {r"\bturn": "Turn", r"\bhit": "Hit", r"hitBy\([^()]*\)": "Hit",
                r"cardInfo\(.*?\)": "Face"},
    "how.js": {},
    "lobby.js": {},
    "motion.js": {},
    "choiceinfo.js": {},
}
"""The page's modules that read a game's faces, and per module the names that hold a part
of them (a pattern before ``.key``) with the schema's type of that part. A module that
starts reading faces under another name belongs here."""
SERVER_ONLY = {
    "faq": "the FAQ's questions of play, read by the server (maumau.web.social.faq)",
    "prefer": "decisions.quick.prefer: Heul doch! says no face-up place is preferred",
}
"""Keys of the schema that no module of the page reads, and why they are there."""


def code_of(name: str) -> str:
    """A module's code without its strings and comments (``t("end.player")`` reads no
    key of the faces)."""
    text = (JS / name).read_text(encoding="utf-8")

    def blank(found: re.Match[str]) -> str:
        return " ".join(['""', *FILLED.findall(found.group())])

    return COMMENTS.sub(" ", STRINGS.sub(blank, text))


def properties(kind: str) -> set[str]:
    return set(faces_schema.schema()["$defs"][kind]["properties"])


def reads(code: str, holder: str) -> set[str]:
    """The keys read off ``holder`` in ``code``: ``holder.key``, ``holder?.key`` and
    ``(holder || {}).key``, ``(holder || {})[...]`` aside."""
    found = set(re.findall(rf"{holder}\??\.(\w+)", code))
    found |= set(re.findall(rf"\({holder}\s*\|\|\s*(?:\{{\}}|\[\])\)\??\.(\w+)", code))
    return found


def test_every_module_that_reads_faces_is_known() -> None:
    readers = {path.name for path in JS.glob("*.js")
               if "facesOf" in path.read_text(encoding="utf-8") and path.name != "faces.js"}
    assert readers <= set(READERS), sorted(readers - set(READERS))


@pytest.mark.parametrize("module", sorted(READERS))
def test_every_key_the_page_reads_of_faces_is_in_the_schema(module: str) -> None:
    code = code_of(module)
    top = properties("Faces")
    unknown = {key for key in reads(code, FACES) if key not in top}
    # a part read straight off the faces: (facesOf(v).how || {}).basics, facesOf(v).decisions?.quick
    for key, sub in re.findall(rf"{FACES}\??\.(\w+)(?:\s*\|\|\s*\{{\}}\))?\??\.(\w+)", code):
        kind = _part_kind(key)
        if kind and sub not in properties(kind):
            unknown.add(f"{key}.{sub}")
    for holder, kind in READERS[module].items():
        unknown |= {f"{kind}.{key}" for key in reads(code, holder) if key not in properties(kind)}
    assert not unknown, f"{module} reads keys the faces' schema does not have: {sorted(unknown)}"


def _part_kind(key: str) -> str | None:
    """The schema's type of a key of the faces that is an object of its own."""
    node = faces_schema.schema()["$defs"]["Faces"]["properties"].get(key, {})
    ref = node.get("$ref", "")
    return ref.rsplit("/", 1)[1] if ref.startswith("#/$defs/") else None


def test_every_key_of_the_schema_is_read_by_the_page() -> None:
    code = " ".join(code_of(module) for module in READERS)
    keys = {key for node in faces_schema.schema()["$defs"].values()
            for key in node.get("properties", {})}
    unread = {key for key in keys
              if key not in SERVER_ONLY and not re.search(rf"\.{key}\b|\b{key}\s*:", code)}
    assert not unread, f"keys of the schema that no page module reads: {sorted(unread)}"
