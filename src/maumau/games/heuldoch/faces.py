"""How the web page draws and tells Heul doch!: a pile per seat, the seven colours and
their number cards, the special cards and the onion, the dialogs of a play (whose pile,
which way the Karussell turns) and the lines of its event log.

Pure data (:meth:`maumau.core.variant.Variant.faces`, described there); words are
catalogue message ids.
"""

from __future__ import annotations

from maumau.core.faces import Faces, Icon, Shape
from maumau.games.heuldoch.rules import COLOURS, FACE_DOWN_CHOICE, LEFT, RIGHT, SPECIALS, VALUES

__all__ = [
    "FACES",
    "ONION",
]

_COLOURS: tuple[tuple[str, Shape], ...] = (
    ("#d0242e", "diamond"), ("#ea7a10", "square"), ("#e0b000", "star"),
    ("#2e8b3d", "triangle"), ("#1f63c4", "circle"), ("#8a3fc2", "heart"), ("#222222", "cross"))
_ICONS: dict[str, Icon] = {"katapult": "catapult", "strandtuch": "towel", "karussell": "carousel",
          "werwolf": "wolf"}
ONION = "onion"
"""The code a view shows for a face-down card whose identity the reader does not know."""


def _log(key: str) -> str:
    return f"page.log.heuldoch.{key}"


FACES: Faces = {
    "layout": "piles",
    "face_down_choice": FACE_DOWN_CHOICE,
    "code": {"colour": "start", "colourless": [*SPECIALS, ONION]},
    "colours": {key: {"paint": paint, "shape": shape, "letter": key.upper(),
                      "name": f"page.colour.{key}"}
                for key, (paint, shape) in zip(COLOURS, _COLOURS, strict=True)},
    "faces": {
        **{str(value): {"draw": "banner", "symbol": "flank", "y": 95, "size": 54,
                        "effect": "page.effect.heuldoch.number"}
           for value in range(1, VALUES + 1)},
        **{special: {"draw": "picture", "icon": _ICONS[special],
                     "caption": f"page.card.art.heuldoch.{special}",
                     "background": "#efe9dc", "ink": "#444", "special": True,
                     "name": f"card.heuldoch.{special}",
                     "effect": f"page.effect.heuldoch.{special}"}
           for special in SPECIALS},
        ONION: {"draw": "picture", "icon": "onion", "background": "#f5e6f0",
                "ink": "#6d2a5e", "caption": "page.card.onion", "caption_size": 13,
                "name": "page.card.onion_face_down"},
    },
    "card_name": "page.card.name",
    "choices": {},
    "sample": "p5",
    "how": {
        "basics": [["b3", "b6", "page.how.heuldoch.colour"],
                   ["b3", "r3", "page.how.heuldoch.number"],
                   ["b3", ONION, "page.how.heuldoch.onion"]],
        "specials": [["b3", special] for special in SPECIALS],
        "more": [f"page.how.heuldoch.{topic}"
                 for topic in ("piles", "onions", "draw", "score", "example", "specials")],
    },
    "faq": [f"faq.play.heuldoch.{topic}"
            for topic in ("gift", "own_pile", "onion", "why_onions", "draw", "score", "tie", "end",
                          "specials", "counts", "first")],
    "decisions": {
        "choices": {FACE_DOWN_CHOICE: "page.dialog.down", LEFT: "page.dialog.left",
                    RIGHT: "page.dialog.right"},
        "targets": {"own": "page.dialog.own_pile", "other": "page.dialog.onto",
                    "sides": True},
        "card_targets": {"strandtuch": {"own": "page.dialog.swap_with_own",
                                        "other": "page.dialog.swap_with", "sides": True}},
        "questions": [{"choices": [LEFT, RIGHT], "text": "page.dialog.karussell"},
                      {"card": "strandtuch", "text": "page.dialog.strandtuch"},
                      {"text": "page.dialog.where"}],
        "plain": None,
        # One tap lays a card face up where it has one face-up place; the switch lays
        # the next card face down instead.
        "quick": {"prefer": None, "toggle": FACE_DOWN_CHOICE,
                  "label": "page.dialog.down_toggle", "title": "page.dialog.down_toggle_title"},
    },
    "turn": {"instruction": "page.do.heuldoch"},
    "events": {
        "start": [{"say": _log("start"), "cards": "by_seat"}],
        "reshuffle": [{"say": _log("turned_up")}],
        "swap": [{"say": _log("swap")}],
        "pile": [{"choice": "katapult", "say": _log("katapult")},
                 {"choice": "down", "say": _log("down")},
                 {"choice": "up", "say": _log("up")}],
        "play": [{"choice": FACE_DOWN_CHOICE, "say": _log("onion")},
                 {"card": "special", "say": _log("special"), "then": "direction"},
                 {"target": "self", "say": _log("own")},
                 {"say": _log("gift")}],
    },
    "directions": {LEFT: "page.log.side.left", RIGHT: "page.log.side.right"},
    "quiet": ["draw"],
    "end": {
        "details": [{"key": "onions", "title": "page.end.onions"},
                    {"key": "points_lost", "title": "page.end.lost", "help": "page.end.lost_help",
                     "class": "lost"}],
        "help": "page.end.lost_help",
    },
}
