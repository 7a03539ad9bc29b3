"""``maumau play`` takes a card with a wish as the screen shows it, the wish after a slash
as the notation writes it (docs/rules.md §6: ``JC/H``): a Jack with a wished suit (§1.4),
a Farbwechsel (§2.4) or a Zieh 4 + Farbwunsch (§3.4) with a wished colour. A card named in
words that the hand lacks is told as missing from the person's own hand, which is all the
screen shows of it [I-5]; a name that is no card stays "no such card"."""

from __future__ import annotations

import pytest

from .conftest import RunCli

CLASSIC = ["play", "--seed", "1", "--no-colour"]  # the human moves first, holding B♦, no A♥
TABALUGA = ["play", "--variant", "tabaluga", "--seed", "1", "--no-colour"]  # a Farbwechsel
EMOJICAL = ["play", "--variant", "emojical", "--seed", "8", "--no-colour"]  # a Zieh 4
NO_SUCH = {"de": "Die Karte „", "en": "There is no card “"}


@pytest.mark.parametrize(("game", "lang", "typed", "played"), [
    (CLASSIC, "de", "B♦/♥", "Du spielst B♦, wünschst ♥ Herz"),
    (CLASSIC, "de", "B♦/Herz", "Du spielst B♦, wünschst ♥ Herz"),
    (CLASSIC, "de", "b♦ / PIK", "Du spielst B♦, wünschst ♠ Pik"),
    (CLASSIC, "de", "Karo-Bube/♣", "Du spielst B♦, wünschst ♣ Kreuz"),
    (CLASSIC, "en", "J♦/hearts", "You play J♦, wish ♥ Hearts"),
    (CLASSIC, "en", "J♦/♥", "You play J♦, wish ♥ Hearts"),
    (CLASSIC, "en", "jack of diamonds/Clubs", "You play J♦, wish ♣ Clubs"),
    (TABALUGA, "de", "Farbwechsel/Gelb", "Du spielst Farbwechsel, wünschst Gelb"),
    (TABALUGA, "en", "colour change/yellow", "You play Colour change, wish Yellow"),
    (EMOJICAL, "de", "Zieh 4 + Farbwunsch/Lila", "Du spielst Zieh 4 + Farbwunsch, wünschst Lila"),
    (EMOJICAL, "en", "draw 4 + colour wish/Purple",
     "You play Draw 4 + colour wish, wish Purple"),
])
def test_a_wish_typed_as_the_screen_shows_it_plays(cli: RunCli, game: list[str], lang: str,
                                                   typed: str, played: str) -> None:
    run = cli([*game, "--lang", lang], f"{typed}\nq\n")
    assert run.status == 0, run.err
    assert played in run.out


@pytest.mark.parametrize(("game", "lang", "typed", "told"), [
    (CLASSIC, "de", "Herz-Ass", "Herz-Ass hast du nicht auf der Hand."),
    (CLASSIC, "de", "A♥", "Herz-Ass hast du nicht auf der Hand."),
    (CLASSIC, "de", "B♥/Kreuz", "Herz-Bube hast du nicht auf der Hand."),
    (CLASSIC, "en", "ace of hearts", "You have no Ace of Hearts in your hand."),
    (CLASSIC, "en", "J♥/clubs", "You have no Jack of Hearts in your hand."),
    (TABALUGA, "de", "Gelb 9", "Gelb 9 hast du nicht auf der Hand."),
    (TABALUGA, "en", "yellow 9", "You have no Yellow 9 in your hand."),
])
def test_a_card_not_in_hand_is_told_missing_and_a_non_card_stays_unknown(
        cli: RunCli, game: list[str], lang: str, typed: str, told: str) -> None:
    run = cli([*game, "--lang", lang], f"{typed}\nFoo\nq\n")
    assert run.status == 0, run.err
    assert told in run.out
    no_such = NO_SUCH[lang]
    assert run.out.count(no_such) == 1 and f"{no_such}Foo" in run.out
