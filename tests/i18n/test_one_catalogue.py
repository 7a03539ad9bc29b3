"""Every word a person reads comes from the one catalogue (``locale/{de,en}/.../maumau.po``):
no Python module and no page script holds a phrase table by language (``{"de": …,
"en": …}``) or a pair of texts marked ``lang="de"`` / ``lang="en"``, and every message id
the code names literally has a text in both languages (docs/i18n.md)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import maumau
from maumau import i18n

SRC = Path(maumau.__file__).parent
JS = SRC / "web" / "static" / "js"
LANGUAGE_KEYS = set(i18n.LANGUAGES)

# Calls whose first text argument (after a language, where they take one) is a message id.
KEY_CALLS = {"texts", "text", "ntext", "personal", "plural_key", "_t"}
KEY = re.compile(r"[a-z][a-z0-9_]*(\.[A-Za-z0-9_+\-]+)+")
# A message id that a call builds (``f"level.{kind}"``) is checked where the catalogue is
# walked (tests/cli/test_i18n.py); these prefixes are ids of other kinds (file names, …).
NOT_KEYS = (".json", ".po", ".py", ".png", ".js", ".css", ".html")


def python_modules() -> list[Path]:
    return sorted(path for path in SRC.rglob("*.py") if "locale" not in path.parts)


def js_modules() -> list[Path]:
    return sorted(JS.glob("*.js"))


def _text(node: ast.expr | None) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(
        node, ast.JoinedStr)


def phrase_tables(path: Path) -> Iterator[str]:
    """Dicts keyed by language whose values are texts, and dicts built the same way
    (``dict(de=…, en=…)``), with their line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = {key.value for key in node.keys
                    if isinstance(key, ast.Constant) and isinstance(key.value, str)}
            if keys & LANGUAGE_KEYS and any(_text(value) or isinstance(value, ast.Name)
                                            for key, value in zip(node.keys, node.values,
                                                                  strict=True)
                                            if isinstance(key, ast.Constant)
                                            and key.value in LANGUAGE_KEYS):
                yield f"{path.name}:{node.lineno}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                node.func.id == "dict") and {word.arg for word in node.keywords} & LANGUAGE_KEYS:
            yield f"{path.name}:{node.lineno}"


def marked_pairs(text: str) -> list[str]:
    """Words marked as German and again as English in one text (bilingual markup)."""
    marked = re.findall(r'lang="(de|en)"[^>]*>\s*[^<\s{]', text)
    return marked if {"de", "en"} <= set(marked) else []


@pytest.mark.parametrize("path", python_modules(), ids=lambda path: path.name)
def test_no_python_module_holds_a_phrase_table_by_language(path: Path) -> None:
    tables = list(phrase_tables(path))
    assert not tables, f"texts by language belong in the catalogue: {tables}"
    assert not marked_pairs(path.read_text(encoding="utf-8")), (
        f"{path.relative_to(SRC)} writes the same words in both languages")


JS_TABLE = re.compile(r"""[{,]\s*["']?(?:de|en)["']?\s*:\s*["'`]""")


@pytest.mark.parametrize("path", js_modules(), ids=lambda path: path.name)
def test_no_page_script_holds_a_phrase_table_by_language(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    code = "\n".join(line for line in source.splitlines()
                     if not line.lstrip().startswith(("//", "/*", "*")))
    assert not JS_TABLE.findall(code), f"{path.name} holds texts by language"
    assert not marked_pairs(code), f"{path.name} writes the same words in both languages"


def python_keys(path: Path) -> Iterator[tuple[str, int]]:
    """The message ids a module names literally in a catalogue call."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in KEY_CALLS and not (name == "n" and isinstance(func, ast.Attribute)):
            continue
        for arg in node.args[:2]:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and KEY.fullmatch(
                    arg.value) and not arg.value.endswith(NOT_KEYS):
                yield arg.value, node.lineno
                break


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_id_named_in_python_has_a_text(lang: str) -> None:
    texts = i18n.messages(lang)
    missing = [f"{path.relative_to(SRC)}:{line} {key}" for path in python_modules()
               for key, line in python_keys(path) if key not in texts]
    assert not missing, missing


T_CALL = re.compile(r"""\b(?:t|tn|hasText)\(\s*["']([A-Za-z0-9_.+\-]+)["']""")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_id_named_in_a_page_script_has_a_text(lang: str) -> None:
    texts = i18n.messages(lang)
    missing = []
    for path in js_modules():
        for key in T_CALL.findall(path.read_text(encoding="utf-8")):
            if f"page.{key}" not in texts and key not in texts and not key.endswith((".", "_")):
                missing.append(f"{path.name}: {key}")
    assert not missing, missing


def test_the_scan_finds_what_it_looks_for(tmp_path: Path) -> None:
    module = tmp_path / "words.py"
    module.write_text('TITLES = {"en": "Classic", "de": "Klassisch"}\n', encoding="utf-8")
    assert list(phrase_tables(module))
    assert marked_pairs('<p lang="de">Hallo</p><p lang="en">Hello</p>')
    assert not marked_pairs('<html lang="de"><p>{text}</p>')
    assert JS_TABLE.findall('const words = { de: "Hallo", en: "Hello" };')


def test_plural_forms_pick_the_form_for_one() -> None:
    assert i18n.ntext("de", "sim.count.games", 1) == "1 Partie"
    assert i18n.ntext("de", "sim.count.games", 3) == "3 Partien"
    assert i18n.ntext("en", "sim.count.games", 1) == "1 game"
    assert i18n.ntext("en", "page.series.line", 1, scores="x") == "Series after 1 match: x"
