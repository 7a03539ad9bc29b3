"""The JSON schema of a game's faces and the page's TypeScript types of them, both written
from the types of :mod:`maumau.core.faces` (the one description of what a game gives the
page).

``python -m maumau.web.pages.faces_schema`` writes ``static/faces.schema.json`` and
``static/js/faces.schema.d.ts``; a test checks that the committed files are what this
module writes, that every registered game's faces fit the schema and that the keys the
page's modules read are in it. The schema is written by hand from the type hints (the
types use nothing but ``str``, ``int``, ``bool``, ``None``, ``Literal``, ``list``,
``dict[str, ...]``, unions and TypedDicts): the standard library's TypedDict is not one
pydantic reads on Python 3.11, and the core depends on nothing.
"""

from __future__ import annotations

import ast
import inspect
import json
import sys
import types
from itertools import pairwise
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

from maumau.core import faces

__all__ = [
    "SCHEMA_PATH",
    "TYPES_PATH",
    "main",
    "schema",
    "schema_text",
    "typescript",
]

STATIC = Path(__file__).parents[1] / "static"
SCHEMA_PATH = STATIC / "faces.schema.json"
"""The committed schema (served as ``/static/faces.schema.json``)."""
TYPES_PATH = STATIC / "js" / "faces.schema.d.ts"
"""The committed TypeScript types the page's JSDoc may import (``faces.schema.js``)."""

_NAMED: dict[Any, str] = {faces.Shape: "Shape", faces.Draw: "Draw", faces.Icon: "Icon"}
"""Named Literal types of :mod:`maumau.core.faces` (each a ``$defs`` entry of its own)."""
_GENERATOR = "python -m maumau.web.pages.faces_schema"


def _doc(text: str | None) -> str | None:
    return inspect.cleandoc(text) if text else None


def _attribute_docs() -> dict[tuple[str, str], str]:
    """The docstrings under the fields of the module's classes: (class, field) to text."""
    found: dict[tuple[str, str], str] = {}
    for node in ast.parse(inspect.getsource(faces)).body:
        if not isinstance(node, ast.ClassDef):
            continue
        for field, after in pairwise(node.body):
            if (isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name)
                    and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                    and isinstance(after.value.value, str)):
                found[(node.name, field.target.id)] = inspect.cleandoc(after.value.value)
    return found


def _alias_docs() -> dict[str, str]:
    """The docstrings under the module's named Literal types."""
    found: dict[str, str] = {}
    body = ast.parse(inspect.getsource(faces)).body
    for node, after in pairwise(body):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)):
            found[node.targets[0].id] = inspect.cleandoc(after.value.value)
    return found


def schema() -> dict[str, Any]:
    """The JSON schema (draft 2020-12) of :class:`maumau.core.faces.Faces`: an object per
    TypedDict (no keys but its own), a map per ``dict[str, ...]``, an ``enum`` per
    ``Literal``."""
    defs: dict[str, Any] = {}
    fields = _attribute_docs()
    aliases = _alias_docs()

    def of(hint: Any) -> dict[str, Any]:
        if hint in _NAMED:
            name = _NAMED[hint]
            if name not in defs:
                defs[name] = {"enum": list(get_args(hint))}
                if aliases.get(name):
                    defs[name] = {"description": aliases[name], **defs[name]}
            return {"$ref": f"#/$defs/{name}"}
        if hint is str:
            return {"type": "string"}
        if hint is bool:
            return {"type": "boolean"}
        if hint is int:
            return {"type": "integer"}
        if hint is None or hint is type(None):
            return {"type": "null"}
        origin = get_origin(hint)
        if origin is Literal:
            values = list(get_args(hint))
            return {"const": values[0]} if len(values) == 1 else {"enum": values}
        if origin is list:
            return {"type": "array", "items": of(get_args(hint)[0])}
        if origin is dict:
            key, value = get_args(hint)
            if key is not str:
                raise TypeError(f"a map's keys are strings in JSON, not {key}")
            return {"type": "object", "additionalProperties": of(value)}
        if origin in (Union, types.UnionType):
            return {"anyOf": [of(arm) for arm in get_args(hint)]}
        if is_typeddict(hint):
            name = hint.__name__
            if name not in defs:
                defs[name] = {}  # a place held while its fields are read
                defs[name] = typed_dict(hint)
            return {"$ref": f"#/$defs/{name}"}
        raise TypeError(f"no JSON schema for {hint!r}")

    def typed_dict(kind: Any) -> dict[str, Any]:
        hints = get_type_hints(kind)
        properties: dict[str, Any] = {}
        for key, hint in hints.items():
            properties[key] = of(hint)
            described = fields.get((kind.__name__, key))
            if described:
                properties[key] = {"description": described, **properties[key]}
        written: dict[str, Any] = {"type": "object"}
        described = aliases.get(kind.__name__) or _doc(kind.__doc__)
        if described:
            written["description"] = described
        written["properties"] = properties
        required = [key for key in hints if key in kind.__required_keys__]
        if required:
            written["required"] = required
        written["additionalProperties"] = False
        return written

    top = of(faces.Faces)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$comment": f"Written by `{_GENERATOR}` from maumau.core.faces; do not edit.",
        "title": "Faces",
        **top,
        "$defs": dict(sorted(defs.items())),
    }


def schema_text() -> str:
    """The schema as the committed file holds it."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"


def _ts_name(key: str) -> str:
    return key if key.isidentifier() else json.dumps(key)


def _ts_comment(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    lines = text.splitlines()
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in lines), f"{indent} */"]


def _ts_type(node: dict[str, Any]) -> str:
    if "$ref" in node:
        return str(node["$ref"]).rsplit("/", 1)[1]
    if "const" in node:
        return json.dumps(node["const"])
    if "enum" in node:
        return " | ".join(json.dumps(value) for value in node["enum"])
    if "anyOf" in node:
        return " | ".join(_ts_type(arm) for arm in node["anyOf"])
    kind = node.get("type")
    if kind == "array":
        inner = _ts_type(node["items"])
        return f"({inner})[]" if " | " in inner else f"{inner}[]"
    if kind == "object" and "properties" not in node:
        return f"{{ [key: string]: {_ts_type(node['additionalProperties'])} }}"
    simple = {"string": "string", "integer": "number", "boolean": "boolean", "null": "null"}
    if kind in simple:
        return simple[kind]
    raise TypeError(f"no TypeScript type for {node!r}")


def typescript(written: dict[str, Any] | None = None) -> str:
    """The page's TypeScript types of the faces, written from the schema (``written``, by
    default :func:`schema`): an interface per object, a union type per ``enum``."""
    written = written if written is not None else schema()
    lines = [
        f"// Written by `{_GENERATOR}` from maumau.core.faces, through",
        "// ../faces.schema.json; do not edit. What GET /api/variants gives the page per game",
        "// (`faces`); a module reads them in JSDoc: @type {import(\"./faces.schema.js\").Faces}",
    ]
    for name, node in written["$defs"].items():
        lines.append("")
        lines += _ts_comment(node.get("description"), "")
        if "properties" not in node:
            lines.append(f"export type {name} = {_ts_type(node)};")
            continue
        lines.append(f"export interface {name} {{")
        required = set(node.get("required", ()))
        for key, field in node["properties"].items():
            lines += _ts_comment(field.get("description"), "  ")
            optional = "" if key in required else "?"
            lines.append(f"  {_ts_name(key)}{optional}: {_ts_type(field)};")
        lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Writes the schema and the TypeScript types; ``--check`` only says whether the
    committed files are current (exit 1 where not)."""
    check = "--check" in (argv if argv is not None else sys.argv[1:])
    stale = []
    for path, text in ((SCHEMA_PATH, schema_text()), (TYPES_PATH, typescript())):
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path)
        if not check:
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'stale' if check else 'wrote'}: {path}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
