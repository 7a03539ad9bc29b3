"""How the web page draws and tells the games of the shedding machine: card faces,
colours and symbols, the words of each card (catalogue message ids), the dialogs a
decision needs, and the examples of the how-to page.

Pure data (:meth:`maumau.core.variant.Variant.faces`, described there): the page reads
it and never knows a game by name. A game of the family that brings no faces of its own
(a plugin built on the machine) gets :data:`FAMILY`: one shared discard pile, cards shown
by their codes, a wish of a colour asked by its code.
"""

from __future__ import annotations

from collections.abc import Mapping

from maumau.core.faces import Face, Faces, Icon, Shape

__all__ = [
    "CLASSIC",
    "COLOUR_WISHES",
    "EMOJICAL",
    "FAMILY",
    "TABALUGA",
    "faces_of",
]

FAMILY: Faces = {
    "layout": "shared",
    "choices": {"any": "page.table.wish_any"},
    "card_name": "page.card.name",
    "decisions": {
        "questions": [{"any_choice": True, "text": "page.dialog.wish"},
                      {"text": "page.dialog.target"}],
        "plain": "page.dialog.no_wish",
    },
}
"""What every game of the family shares; a game's own faces add to it."""


def _with_family(own: Faces) -> Faces:
    return {**FAMILY, **own}


def _faq(game: str, *topics: str) -> list[str]:
    """The FAQ's questions of play of ``game``: ``faq.play.<game>.<topic>``."""
    return [f"faq.play.{game}.{topic}" for topic in topics]


COLOUR_WISHES: Faces = {
    "decisions": {**FAMILY["decisions"],
                  "questions": [{"any_choice": True, "text": "page.dialog.wish_colour"},
                                {"text": "page.dialog.target"}]},
    "turn": {"choose_wish": "page.do.choose_colour"},
}
"""The words of a wish in a game whose cards have colours, not suits (the family's say
"suit", as the French pack has them): a game made with ``colours=True`` adds them to its
faces (:class:`~maumau.games.shedding.variant.SheddingVariant`)."""


# ------------------------------------------------------------------ the French pack

_RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
_SHORT = ("T", "J", "Q", "K", "A")
_COURTS = ("J", "Q", "K")


def _french_face(rank: str) -> Face:
    face: Face = {"draw": "court" if rank in _COURTS else "pip", "name": f"choice.rank.{rank}"}
    if rank in _SHORT:
        face["short"] = f"page.rank_short.{rank}"
    return face


CLASSIC = _with_family({
    "code": {"colour": "end", "colourless": ["X"]},
    "colours": {
        "C": {"paint": "#1f1f1f", "shape": "club", "letter": "♣",
              "name": "page.colour.classic.C"},
        "S": {"paint": "#1b7a3a", "shape": "spade", "letter": "♠",
              "name": "page.colour.classic.S"},
        "H": {"paint": "#cc1f2d", "shape": "heart", "letter": "♥",
              "name": "page.colour.classic.H"},
        "D": {"paint": "#d9760a", "shape": "diamond", "letter": "♦",
              "name": "page.colour.classic.D"},
    },
    "faces": {
        **{rank: _french_face(rank) for rank in _RANKS},
        "X": {"draw": "joker", "paint": "#c0258f", "caption": "page.card.art.classic.X",
              "corner": "★", "name": "card.classic.X", "effect": "page.effect.classic.joker"},
    },
    "card_name": "page.card.name.classic",
    "option_effects": [
        {"option": "draw_two_rank", "effect": "page.effect.classic.draw_two"},
        {"option": "skip_rank", "effect": "page.effect.classic.skip"},
        {"option": "reverse_rank", "effect": "page.effect.classic.reverse"},
        {"option": "wish_rank", "effect": "page.effect.classic.wish"},
        {"option": "draw_n_rank", "effect": "page.effect.classic.draw_n",
         "params": {"n": "draw_n"}},
    ],
    "sample": "JC",
    "how": {
        "basics": [["9H", "KH", "page.how.classic.suit"], ["9H", "9S", "page.how.classic.rank"]],
        "specials": [["QH", "{draw_two_rank}H"], ["QH", "{skip_rank}H"],
                     ["QH", "{reverse_rank}H"], ["QH", "{wish_rank}H"],
                     ["QH", "{draw_n_rank}H"], ["QH", "X", "jokers"]],
        "more": ["page.how.classic.mau", "page.how.classic.draw", "page.how.classic.score"],
    },
    "faq": _faq("classic", "after_draw", "voluntary_draw", "talon", "mau", "stacking",
                "wish_on_wish", "jokers", "skip", "reverse", "turned_up", "last_card", "score"),
})

# ------------------------------------------------------------------ Tabaluga's colours

_TABALUGA_PAINTS = {"g": "#2e8b3d", "b": "#1f63c4", "r": "#d0242e", "y": "#e3b100"}
_TABALUGA_SHAPES: Mapping[str, Shape] = {"g": "leaf", "b": "drop", "r": "flame", "y": "sun"}


def _tabaluga_special(face: str, icon: Icon | None = None, corner: str | None = None) -> Face:
    drawn: Face = {"draw": "banner", "name": f"card.tabaluga.{face}",
                   "effect": f"page.effect.tabaluga.{face}"}
    if icon is not None:
        drawn["icon"] = icon
    if corner is not None:
        drawn["corner"] = corner
    return drawn


TABALUGA = _with_family({
    "code": {"colour": "start", "colourless": ["W"]},
    "colours": {key: {"paint": paint, "shape": _TABALUGA_SHAPES[key], "letter": key.upper(),
                      "name": f"page.colour.{key}"}
                for key, paint in _TABALUGA_PAINTS.items()},
    "faces": {
        **{digit: {"draw": "banner", "symbol": "flank"} for digit in "123456789"},
        "R": _tabaluga_special("R", icon="arrows", corner="⇄"),
        "+2": _tabaluga_special("+2"),
        "+4": _tabaluga_special("+4"),
        "S": _tabaluga_special("S", icon="stop", corner="⊘"),
        "W": {"draw": "wheel", "paints": list(_TABALUGA_PAINTS.values()), "letter": "W",
              "caption": "page.card.art.tabaluga.W", "name": "card.tabaluga.W",
              "effect": "page.effect.tabaluga.W"},
    },
    "sample": "r+2",
    "how": {
        "basics": [["r5", "r8", "page.how.tabaluga.colour"],
                   ["r5", "b5", "page.how.tabaluga.number"]],
        "specials": [["r5", "rR"], ["r5", "r+2"], ["r5", "r+4"], ["r5", "rS"], ["r5", "W"]],
        "more": ["page.how.tabaluga.draw", "page.how.tabaluga.mau", "page.how.tabaluga.score"],
    },
    "faq": _faq("tabaluga", "after_draw", "talon", "mau", "reverse", "stop", "draw_two",
                "draw_four", "colour_change", "turned_up", "score"),
})

# ------------------------------------------------------------------ emojical's smileys

_EMOJICAL_COLOURS: tuple[tuple[str, str, Shape], ...] = (
    ("y", "#e6b400", "star"), ("p", "#8a3fc2", "heart"),
    ("g", "#2e8b3d", "triangle"), ("b", "#1f63c4", "circle"))
_EMOJICAL_PAINTS = [paint for _, paint, _ in _EMOJICAL_COLOURS]
_SMILEYS = ("smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry")


def _emojical_action(face: str, corner: str, icon: Icon | None = None,
                     paints: list[str] | None = None, caption: str | None = None) -> Face:
    drawn: Face = {"draw": "emblem", "corner": corner, "name": f"card.emojical.{face}",
                   "effect": f"page.effect.emojical.{face}"}
    if icon is not None:
        drawn["icon"] = icon
    if paints is not None:
        drawn["paints"] = paints
    if caption is not None:
        drawn["caption"] = caption
    return drawn


EMOJICAL = _with_family({
    "code": {"colour": "separator", "separator": ":"},
    "colours": {key: {"paint": paint, "shape": shape, "letter": key.upper(),
                      "name": f"page.colour.{key}"}
                for key, paint, shape in _EMOJICAL_COLOURS},
    "faces": {
        **{mood: {"draw": "emblem", "icon": "smiley", "mood": mood,
                  "name": f"card.emojical.{mood}", "effect": "page.effect.emojical.smiley"}
           for mood in _SMILEYS},
        "+2": _emojical_action("+2", "+2"),
        "+4": _emojical_action("+4", "+4", icon="wheel_and_face", paints=_EMOJICAL_PAINTS),
        "skip": _emojical_action("skip", "⊘", icon="stop"),
        "block": _emojical_action("block", "✓", icon="shield"),
        "swap": _emojical_action("swap", "⇄", icon="arrows"),
        "gift": _emojical_action("gift", "↪", icon="gift"),
        "gamble": {**_emojical_action("gamble", "?", icon="dice"),
                   "hit": {"draws": 4, "instruction": "page.do.gamble"}},
        "wish": _emojical_action("wish", "W", icon="wheel", paints=_EMOJICAL_PAINTS),
        "extra": _emojical_action("extra", "★", icon="star",
                                  caption="page.card.art.emojical.extra"),
    },
    "colourless_paint": "#6b6b6b",
    "option_effects": [
        {"option": "extra_card", "value": "pass_hands", "face": "extra",
         "effect": "page.effect.emojical.pass_hands"},
        {"option": "extra_card", "value": "wish", "face": "extra",
         "effect": "page.effect.emojical.wish"},
    ],
    "sample": "y:laugh",
    "how": {
        "basics": [["y:smile", "y:sad", "page.how.emojical.colour"],
                   ["y:smile", "b:smile", "page.how.emojical.face"]],
        "specials": [["y:smile", "y:+2"], ["y:smile", "y:skip"], ["y:smile", "y:block"],
                     ["y:smile", "y:swap"], ["y:smile", "y:gift"], ["y:smile", "y:gamble"],
                     ["y:smile", "wish"], ["y:smile", "+4"], ["y:smile", "extra"]],
        "more": ["page.how.emojical.plus4", "page.how.emojical.extra",
                 "page.how.emojical.throw_in", "page.how.emojical.calls",
                 "page.how.emojical.draw", "page.how.emojical.penalty",
                 "page.how.emojical.score"],
    },
    "faq": _faq("emojical", "throw_in", "block", "gamble", "gift", "swap", "stacking", "calls",
                "draw", "talon", "extra", "score"),
    "throw_ins": True,
})

_BY_GAME: Mapping[str, Faces] = {
    "classic": CLASSIC, "tabaluga": TABALUGA, "emojical": EMOJICAL,
}


def faces_of(name: str) -> Faces:
    """The faces of the family's game ``name``; the family's own for any other game."""
    return _BY_GAME.get(name, FAMILY)
