"""The shedding games at the terminal (their look, rendered): cards in both languages, the
table, actions in words."""

from __future__ import annotations

from typing import Any

import pytest

from maumau import View, parse_action
from maumau.cli.renderers import Renderer, renderer_for
from maumau.games.shedding.terminal import SheddingLook
from maumau.games.shedding.terminal_styles import GENERIC


@pytest.fixture
def classic() -> Renderer:
    renderer = renderer_for("classic")
    assert isinstance(renderer.look, SheddingLook)
    return renderer


def view_with(legal: list[str], phase: str = "play", **table: Any) -> View:
    return View(variant="classic", players=2, seat=0, round_index=0, dealer=1, to_move=0,
                phase=phase, hand=(), hand_sizes=(3, 3),
                legal_actions=tuple(parse_action(text) for text in legal), events=(),
                table={"top": "9H", "talon_size": 12, "direction": 1, "wish": None,
                       "pending_draw": 0, **table})


@pytest.mark.parametrize(("code", "lang", "short", "words"), [
    ("JC", "de", "B♣", "Kreuz-Bube"),
    ("JC", "en", "J♣", "Jack of Clubs"),
    ("QH", "de", "D♥", "Herz-Dame"),
    ("KD", "de", "K♦", "Karo-König"),
    ("AS", "de", "A♠", "Pik-Ass"),
    ("AS", "en", "A♠", "Ace of Spades"),
    ("TD", "en", "10♦", "10 of Diamonds"),
    ("X", "de", "Joker", "Joker"),
])
def test_cards(classic: Renderer, code: str, lang: str, short: str, words: str):
    assert classic.render_card(code, lang, False) == short
    assert classic.card_words(code, lang, False) == words


def test_red_suits_are_red_and_black_suits_plain(classic: Renderer):
    assert classic.render_card("7H", "de", True) == "\x1b[31m7♥\x1b[0m"
    assert classic.render_card("7D", "de", True) == "\x1b[31m7♦\x1b[0m"
    assert classic.render_card("7S", "de", True) == "7♠"
    assert classic.render_card("7C", "de", True) == "7♣"


def test_hand_order_is_by_suit_then_rank(classic: Renderer):
    hand = ["AS", "X", "7C", "TD", "7D", "JH"]
    assert classic.hand_order(hand) == ["7D", "TD", "JH", "AS", "7C", "X"]


@pytest.mark.parametrize(("notation", "lang", "words"), [
    ("JC/H!", "de", "Kreuz-Bube spielen, ♥ Herz wünschen, Mau ansagen"),
    ("JC/H!", "en", "Play Jack of Clubs, wish ♥ Hearts, call Mau"),
    ("7H", "de", "Herz-7 spielen"),
    ("X", "de", "Joker spielen, ohne Wunsch"),
    ("X/S", "en", "Play Joker, wish ♠ Spades"),
    ("draw", "de", "Karte ziehen"),
    ("/C", "de", "♣ Kreuz wünschen"),
])
def test_actions_in_words(classic: Renderer, notation: str, lang: str, words: str):
    view = view_with(["JC/H!", "7H", "X", "X/S", "draw", "/C"])
    assert classic.describe_action(parse_action(notation), view, lang, False) == words


def test_penalty_skip_and_after_draw_decisions(classic: Renderer):
    take = parse_action("take")
    assert classic.describe_action(take, view_with(["take"], "penalty", pending_draw=4), "de",
                                   False) == "4 Karten Strafe ziehen"
    assert classic.describe_action(take, view_with(["take"], "skip"), "en", False) == "Sit out"
    assert classic.describe_action(parse_action("pass"), view_with(["pass"], "after_draw"),
                                   "en", False) == "Keep the drawn card and pass"


def test_the_table(classic: Renderer):
    lines = classic.render_table(view_with([], wish="S", pending_draw=2, direction=-1), "de",
                                 False)
    assert lines == ["Ablage: 9♥   Wunsch: ♠ Pik   Strafe offen: 2 Karten ziehen",
                     "Talon: 12 Karten   Richtung: gegen den Uhrzeigersinn ↺"]
    english = classic.render_table(view_with([], wish="any"), "en", False)
    assert english[0] == "Discard: 9♥   Wish: any card"


def test_other_shedding_variants_name_their_colours():
    tabaluga = renderer_for("tabaluga")
    emojical = renderer_for("emojical")
    assert isinstance(tabaluga.look, SheddingLook) and isinstance(emojical.look, SheddingLook)
    # colours have no symbols: a card shows in words, in its colour
    assert tabaluga.render_card("r8", "de", False) == "Rot 8"
    assert tabaluga.render_card("r8", "en", True) == "\x1b[31mRed 8\x1b[0m"
    assert tabaluga.card_words("b+2", "de", False) == "Blau Nimm 2"
    assert tabaluga.card_words("W", "en", False) == "Colour change"
    assert tabaluga.describe_choice("y", "de", False) == "Gelb"
    assert emojical.card_words("p:wink", "de", False) == "Lila Zwinkern"
    assert emojical.card_words("+4", "en", False) == "Draw 4 + colour wish"
    assert emojical.render_card("g:swap", "de", False) == "Grün Kartentausch"


def test_an_unknown_style_shows_codes():
    generic = Renderer(SheddingLook(GENERIC))
    assert generic.render_card("q7", "de", True) == "q7"
    assert generic.card_words("q7", "en", False) == "q7"
    assert generic.describe_choice("q", "de", False) == "q"
