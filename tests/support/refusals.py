"""The common check of illegal-move tests: an action is refused with a readable reason
and leaves the round exactly as it was."""

from __future__ import annotations

import pytest

from maumau import Action, IllegalActionError
from maumau.core.round import Round


def assert_refused(game: Round, text: str, reason: str, action: Action | None = None) -> None:
    """Playing ``text`` (or applying ``action``, for one the game cannot parse) raises
    ``"<text> is not legal: <reason>"`` (``reason`` is a regular expression) and changes
    neither the position nor the log."""
    before = game.to_position()
    log_length = len(game.log)

    with pytest.raises(IllegalActionError, match=f"^{text} is not legal: {reason}$"):
        if action is None:
            game.play(text)
        else:
            game.apply(action)

    assert game.to_position() == before
    assert len(game.log) == log_length
