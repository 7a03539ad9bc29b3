"""Wherever a number meets a noun the catalogue has a plural entry (``msgid_plural``, or
the older hand-written ``KEY.one`` beside ``KEY``), so no text reads "1 Karten".

A heuristic over both ``.po`` files: a count-like field (``{n}``, ``{count}``,
``{points}``…) right before a noun (German: a capitalised word; English: a known noun)
in a single entry fails, unless the entry is allowed below with its reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import maumau

LOCALE = Path(maumau.__file__).parent / "locale"
COUNTS = ("n", "count", "pending", "total", "amount", "points", "target", "games", "rounds",
          "given", "needed", "size", "times", "held", "free", "players", "high", "pack",
          "hand_size", "workers", "cards")
NOUN = {
    "de": r"[A-ZÄÖÜ][\wäöüß]+",
    "en": r"(?:cards?|points?|players?|rounds?|games?|seats?|actions?|moves?|hands?|values?"
          r"|piles?|people|persons?|bots?|options?|connections?|bytes?|characters?"
          r"|seconds?|times?|worker|penalty)\b",
}
# The count is never one, or the field holds a text that carries its own noun.
ALLOWED = {
    # {players}: a table has at least two seats
    "play.intro", "replay.header", "rules.variant", "sim.title", "sim.chart.subtitle",
    "rules.line.players", "rules.table", "refusal.players_range", "refusal.first_player_seat",
    "refusal.position_hands_count", "refusal.position_piles_count", "faq.game.players.a",
    "error.sim_bots",
    # a game's options, a simulation's rounds: always many
    "faq.game.rules.a", "sim.first_mover",
    # named too often: at least twice
    "refusal.position_named_too_often",
    # several counts in one sentence, none of them one (a pack, a hand, two players or more)
    "refusal.pack_too_small",
    # {workers}: only asked for two worker processes or more
    "error.workers_sqlite",
    # {cards} is a text ("2 Karten", from the plural entry cards.many) before "Strafe"
    "act.take_penalty", "ev.penalty", "ev.penalty.you", "ev.penalty_seen", "ev.penalty_seen.you",
}


def single_entries(lang: str) -> dict[str, str]:
    path = LOCALE / lang / "LC_MESSAGES" / "maumau.po"
    with path.open("rb") as handle:
        catalogue = read_po(handle, locale=lang)
    plural = {message.id[0] for message in catalogue if isinstance(message.id, tuple)}
    singles = {message.id: message.string for message in catalogue
               if message.id and isinstance(message.id, str) and isinstance(message.string, str)}
    return {key: text for key, text in singles.items()
            if key not in plural and not key.endswith(".one") and key + ".one" not in singles}


def counted_nouns(lang: str) -> dict[str, str]:
    pattern = re.compile(r"\{(" + "|".join(COUNTS) + r")\}\s+" + NOUN[lang])
    return {key: text for key, text in single_entries(lang).items() if pattern.search(text)}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_count_before_a_noun_is_a_plural_entry(lang: str) -> None:
    found = sorted(set(counted_nouns(lang)) - ALLOWED)
    assert not found, found


def test_the_allowed_entries_still_exist() -> None:
    known = set(single_entries("de")) | set(single_entries("en"))
    assert known >= ALLOWED, sorted(ALLOWED - known)


def test_the_heuristic_finds_a_count_before_a_noun(tmp_path: Path) -> None:
    pattern = re.compile(r"\{(" + "|".join(COUNTS) + r")\}\s+" + NOUN["de"])
    assert pattern.search("Du sollst {n} Karten ziehen")
    assert not pattern.search("Platz {place} ist frei")


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("de", "Du sollst 1 Karte ziehen", "Du sollst 2 Karten ziehen"),
    ("en", "You are to draw 1 card:", "You are to draw 2 cards:"),
])
def test_a_refusal_and_a_terminal_message_take_the_form_of_their_count(
        lang: str, one: str, two: str) -> None:
    from maumau import i18n
    from maumau.core.terminal import TextRenderer, card_count

    assert i18n.error_text(lang, "facing_penalty", {"count": 1}, "").startswith(one)
    assert i18n.error_text(lang, "facing_penalty", {"count": 2}, "").startswith(two)
    say = TextRenderer(i18n.messages(lang))
    assert say(card_count(1)) == ("1 Karte" if lang == "de" else "1 card")
    assert say(card_count(3)) == ("3 Karten" if lang == "de" else "3 cards")
