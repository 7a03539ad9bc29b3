"""What a seat observes, as OpenSpiel's Python observers give it: tensors and strings.

The tensors are maumau's learning encodings (:mod:`maumau.rl`): the observation tensor is
the game's observation vector of the seat's view; the information state tensor adds the
seat's latest :data:`~maumau.rl.encodings.HISTORY_LENGTH` events as it saw them (the
``history`` encoding). The strings: the observation string is the seat's view as one
line of view text; the information state string is every event the seat saw, in order
(perfect recall), and who is to move.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from maumau.core.seat_view import events_since
from maumau.openspiel.context import Context
from maumau.openspiel.state import MauMauState

__all__ = ["MauMauObserver"]


class MauMauObserver:
    """An observer of one ruleset's states for one kind of observation: ``tensor`` (with
    ``dict`` naming its parts) after :meth:`set_from`, and :meth:`string_from`."""

    def __init__(self, context: Context, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        if (iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
                or not iig_obs_type.public_info):
            raise ValueError("maumau's observers show one seat's view: public information"
                             " and the seat's own private information")
        self.context = context
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        size = context.encoder.size
        parts: list[tuple[str, tuple[int, ...]]] = [("observation", (size,))]
        if self.perfect_recall:
            parts.append(("history", (context.history_length, context.rows.size)))
        total = sum(int(np.prod(shape)) for _, shape in parts)
        self.tensor: npt.NDArray[np.float32] = np.zeros(total, np.float32)
        self.dict: dict[str, npt.NDArray[np.float32]] = {}
        start = 0
        for name, shape in parts:
            stop = start + int(np.prod(shape))
            self.dict[name] = self.tensor[start:stop].reshape(shape)
            start = stop

    def set_from(self, state: MauMauState, player: int) -> None:
        """The tensor of ``player``'s observation of ``state`` (zeros while chance deals)."""
        self.tensor.fill(0)
        vector = state.observation_vector(player)
        if vector is None:
            return
        self.dict["observation"][:] = vector
        if self.perfect_recall:
            round_ = state.round
            assert round_ is not None
            length = self.context.history_length
            latest = events_since(round_, player, max(0, len(round_.log) - length))
            self.context.rows.push(self.dict["history"], latest)

    def string_from(self, state: MauMauState, player: int) -> str:
        """``player``'s information state (perfect recall) or observation as text."""
        if self.perfect_recall:
            return state.information_text(player)
        round_ = state.round
        if round_ is None:
            return f"seat {player}: dealing"
        return round_.to_text(player)
