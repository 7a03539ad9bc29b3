"""How the easy bot plays (bots/easy.py): plain greed with slips, and still far better
than random play; the medium bot beats it."""

from __future__ import annotations

import random
from collections import Counter

from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.core.bot import MISTAKE
from tests.support.shedding_positions import load


def test_it_sheds_its_dearest_fitting_card() -> None:
    """The Ace (11) before the Jack (10) and the 8: it does not keep the Jack back."""
    game = load("classic", ["JC 8H AH 7S", "7D 8D 9D", "AD AC KS", "TS TC 8C"], "9H")
    rng = random.Random(0)
    assert rng.random() >= MISTAKE  # this seed makes no slip on the first choice
    assert str(make_bot("easy", "classic").choose(game.view(0), random.Random(0))) == "AH"


def test_it_slips_now_and_then() -> None:
    game = load("classic", ["JC 8H AH 7S", "7D 8D 9D", "AD AC KS", "TS TC 8C"], "9H")
    view = game.view(0)
    bot = make_bot("easy", "classic")
    picks = Counter(str(bot.choose(view, random.Random(seed))) for seed in range(400))
    assert 0.7 < picks["AH"] / 400 < 0.95
    assert len(picks) > 3


def share_of(strong: str, weak: str, variant: str, preset: str | None, seeds: int) -> float:
    """The strong bot's win share at a 4-seat table against three weak ones, each deal
    played four times with the strong bot in every seat."""
    ruleset = Ruleset.create(variant, 4, preset)
    won = 0.0
    for seed in range(seeds):
        for seat in range(4):
            bots = [make_bot(strong if s == seat else weak, variant) for s in range(4)]
            match = Match(ruleset, seed)
            game = match.round
            rng = random.Random(seed)
            while game.result is None:
                to_move = game.to_move
                assert to_move is not None
                match.apply(bots[to_move].choose(game.view(to_move), rng))
            if seat in game.result.winners:
                won += 1 / len(game.result.winners)
    return won / (4 * seeds)


def test_easy_clearly_beats_random_players() -> None:
    assert share_of("easy", "random", "classic", "single", 30) > 0.5


def test_medium_beats_easy_players() -> None:
    assert share_of("medium", "easy", "classic", "single", 60) > 0.3


def test_it_goes_out_with_the_mau_mau_call() -> None:
    """The last grey card may also be laid with a colour and no call [I-25]."""
    game = load("emojical", ["wish", "y:wink y:cool y:love", "b:wink", "p:sad p:cool"],
                "g:wink", mau=[0])
    assert str(make_bot("easy", "emojical").choose(game.view(0), random.Random(0))) == "wish!!"
