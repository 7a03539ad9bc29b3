"""A seat's view with only the newest events: for observers that keep the earlier ones.

:meth:`Round.view` copies the whole event log into every view; a reader that sees every
decision (a learning environment encodes a view at each step) would pay for the whole log
at each step. :func:`view_since` builds the same view from the same parts (the same
redaction of each event, the same public table) but with the events from ``since`` on, so
the one window on hidden information [I-5] stays the one it is.
"""

from __future__ import annotations

from maumau.core.round import Round
from maumau.core.view import View


def view_since(game: Round, seat: int, since: int) -> View:
    """``game.view(seat)``, but ``events`` holds only the log's events from index
    ``since`` on (each as ``seat`` may see it). Its ``options`` are the round's own
    dictionary, not a copy: read it, never change it."""
    game.check_seat(seat)
    if isinstance(since, bool) or not isinstance(since, int) or since < 0:
        raise ValueError(f"'since' must be an event index, not {since!r}")
    mine = seat == game.to_move
    to_move, phase = game.turn_seen_by(seat)
    events = tuple([event if event.private_to is None else event.seen_by(seat)
                    for event in game.log[since:]])
    return View.build(
        variant=game.ruleset.variant,
        players=game.n,
        seat=seat,
        round_index=game.index,
        dealer=game.dealer,
        to_move=to_move,
        phase=phase,
        hand=tuple(map(game.deck.cards.__getitem__, game.hands[seat])),
        hand_sizes=tuple(map(len, game.hands)),
        legal_actions=tuple(game.legal_actions()) if mine else (),
        events=events,
        table=game.public_table(seat, mine),
        result=game.result,
        options=game._options,  # shared, not copied: a reader must not change it
    )
