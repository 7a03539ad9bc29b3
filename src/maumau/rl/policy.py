"""Trained policies as small NumPy networks: stored, loaded by name and played.

A policy is a multilayer perceptron (tanh hidden layers, one logit per action of the
game's action space) over the game's observation vector (:mod:`maumau.rl.observation`,
the ``observation`` part alone: the encoding named :data:`ENCODING`). It is stored as a
``.npz`` file of float arrays and one JSON text of metadata (game, players, encoding,
date, training command, …), and evaluated with NumPy alone: no PyTorch is needed to play
one. The policies shipped with maumau lie in ``maumau/rl/policies/``; :func:`load_policy`
loads one by name (or any ``.npz`` by path), :func:`shipped_policies` lists them.

A policy plays only legal actions: the logits of the actions its mask rules out are
never chosen. :meth:`Policy.bot` makes a :class:`~maumau.core.bot.Bot` of it, which sees
only its seat's view, like every bot.
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from maumau.core.actions import Action
from maumau.core.errors import RulesetError
from maumau.core.view import View
from maumau.rl.actions import catalogue
from maumau.rl.observation import Encoder, layout

__all__ = [
    "ENCODING",
    "FORMAT",
    "Policy",
    "PolicyBot",
    "encoding_digest",
    "load_policy",
    "portable_command",
    "save_policy",
    "shipped_policies",
]

ENCODING = "flat-v1"
"""The input a stored policy reads: the game's observation vector as
:class:`~maumau.rl.observation.Encoder` writes it (without the action mask)."""

FORMAT = 1
"""The version of the ``.npz`` layout: ``w0, b0, w1, b1, …`` (layer ``i`` maps its input
``x`` to ``x @ w{i} + b{i}``, tanh between layers) and ``meta``, a JSON text."""

Array = npt.NDArray[np.float32]


def encoding_digest(variant: str) -> str:
    """A short digest of ``variant``'s observation layout and action space: a policy
    trained on another layout or action order does not fit, and loading it says so."""
    hashed = hashlib.sha256(ENCODING.encode())
    for segment in layout(variant):
        hashed.update(f"{segment.name}:{segment.start}:{segment.size};".encode())
    for action in catalogue(variant).actions:
        hashed.update(f"{action};".encode())
    return hashed.hexdigest()[:16]


@dataclass(frozen=True)
class Policy:
    """A trained policy of one game: its layers and metadata (``meta``)."""

    name: str
    variant: str
    layers: tuple[tuple[Array, Array], ...]
    meta: Mapping[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """The table size it was trained at (its observation fits every size)."""
        return int(self.meta.get("players", 4))

    def logits(self, observation: npt.ArrayLike) -> Array:
        """One number per action of the game for an observation vector."""
        x = np.asarray(observation, dtype=np.float32)
        last = len(self.layers) - 1
        for depth, (weight, bias) in enumerate(self.layers):
            x = x @ weight + bias
            if depth < last:
                x = np.tanh(x)
        return x

    def act(self, observation: npt.ArrayLike, mask: npt.ArrayLike,
            rng: random.Random | None = None) -> int:
        """The index of the action to play: the legal one (``mask`` nonzero) of highest
        logit, or with ``rng`` one drawn in proportion to the masked softmax."""
        legal = np.flatnonzero(np.asarray(mask))
        if legal.size == 0:
            raise RulesetError("the policy has no legal action to choose from")
        scores = self.logits(observation)[legal].astype(np.float64)
        if rng is None:
            return int(legal[int(np.argmax(scores))])
        weights = np.exp(scores - scores.max())
        threshold = rng.random() * float(weights.sum())
        running = 0.0
        for index, weight in zip(legal, weights, strict=True):
            running += float(weight)
            if running > threshold:
                return int(index)
        return int(legal[-1])

    def bot(self, sample: bool = False) -> PolicyBot:
        """A bot that plays this policy: the best legal action, or with ``sample`` one
        drawn from the policy with the bot's generator."""
        return PolicyBot(self, sample)


class PolicyBot:
    """A :class:`~maumau.core.bot.Bot` that plays a :class:`Policy` from its seat's view.

    Each decision encodes the view afresh (its round's events from the start), so the
    bot keeps nothing between calls and may serve any seat of any table. A view carries
    no match totals: they are read as zeros, as in the one-round episodes the shipped
    policies learned on."""

    def __init__(self, policy: Policy, sample: bool = False) -> None:
        self.policy = policy
        self.sample = sample
        self.name = policy.name
        self.encoder = Encoder(policy.variant)

    def observe(self, view: View) -> tuple[Array, npt.NDArray[np.int8]]:
        """The observation vector and action mask of a view; a view of another game than
        the policy's raises :class:`RulesetError`."""
        self._check_game(view)
        seen = self.encoder.observe(view, self.encoder.new_memory(), [0] * view.players)
        return seen["observation"], seen["action_mask"]

    def choose(self, view: View, rng: random.Random) -> Action:
        self._check_game(view)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        observation, mask = self.observe(view)
        index = self.policy.act(observation, mask, rng if self.sample else None)
        return self.encoder.space.actions[index]

    def _check_game(self, view: View) -> None:
        """Refuse a view of another game than the policy's (its observation layout and
        action space are that game's) with :class:`RulesetError`, never a KeyError."""
        if view.variant != self.policy.variant:
            raise RulesetError(
                f"the policy {self.policy.name!r} plays {self.policy.variant!r}, not"
                f" {view.variant!r}: its observation and actions are that game's",
                "policy_variant", {"policy": self.policy.name, "game": self.policy.variant,
                                   "variant": view.variant})



def portable_command(argv: Sequence[str], root: str | Path) -> str:
    """A training command for a policy's metadata that names no path of the machine it
    ran on: ``python`` and ``argv``, each absolute path under ``root`` (the checkout)
    relative to it, any other absolute path by its file name alone."""
    base = Path(root).resolve()
    words = []
    for word in argv:
        path = Path(word)
        if path.is_absolute():
            resolved = path.resolve()
            word = (resolved.relative_to(base).as_posix() if resolved.is_relative_to(base)
                    else path.name)
        words.append(word)
    return "python " + shlex.join(words)


def save_policy(path: str | Path, variant: str, layers: Sequence[tuple[npt.ArrayLike,
                                                                        npt.ArrayLike]],
                meta: Mapping[str, Any], dtype: npt.DTypeLike = np.float16) -> Path:
    """Write a policy of ``variant`` to ``path`` (``.npz``); ``meta`` is stored with the
    game, the encoding and its digest added. Weights are stored as ``dtype`` (half
    precision by default: a few hundred KB for two hidden layers of 128)."""
    arrays: dict[str, npt.NDArray[Any]] = {}
    size = int(layout(variant)[-1].stop)
    width = size
    for depth, (weight, bias) in enumerate(layers):
        w = np.asarray(weight, dtype=np.float32)
        b = np.asarray(bias, dtype=np.float32)
        if w.ndim != 2 or w.shape[0] != width or b.shape != (w.shape[1],):
            raise RulesetError(f"layer {depth} has shape {w.shape}, {b.shape}; its input has"
                               f" {width} numbers")
        arrays[f"w{depth}"] = w.astype(dtype)
        arrays[f"b{depth}"] = b.astype(dtype)
        width = w.shape[1]
    if width != len(catalogue(variant)):
        raise RulesetError(f"the last layer gives {width} logits, not one per action"
                           f" ({len(catalogue(variant))})")
    full = {**meta, "format": FORMAT, "game": variant, "encoding": ENCODING,
            "digest": encoding_digest(variant)}
    arrays["meta"] = np.array(json.dumps(full, sort_keys=True))
    target = Path(path)
    with target.open("wb") as out:
        np.savez_compressed(out, **arrays)  # type: ignore[arg-type]
    return target


def _shipped() -> Any:
    return resources.files("maumau.rl").joinpath("policies")


def shipped_policies() -> list[str]:
    """The names of the policies shipped with maumau."""
    folder = _shipped()
    if not folder.is_dir():
        return []
    return sorted(entry.name.removesuffix(".npz") for entry in folder.iterdir()
                  if entry.name.endswith(".npz"))


def load_policy(name: str) -> Policy:
    """A shipped policy by name (``classic-ppo-v1``, see :func:`shipped_policies`; loaded
    once), or a policy from a ``.npz`` path (read afresh); one that does not fit today's
    observation layout or action space raises :class:`RulesetError`."""
    if name.endswith(".npz"):
        path = Path(name)
        if not path.is_file():
            raise RulesetError(f"no policy file {name!r}")
        return _read(path.read_bytes(), path.stem)
    return _load_shipped(name)


@cache
def _load_shipped(name: str) -> Policy:
    entry = _shipped().joinpath(f"{name}.npz")
    if not entry.is_file():
        raise RulesetError(f"no policy {name!r}; shipped: "
                           + (", ".join(shipped_policies()) or "none"))
    return _read(entry.read_bytes(), name)


def _read(data: bytes, label: str) -> Policy:
    """A policy from the bytes of its ``.npz``."""
    with np.load(io.BytesIO(data), allow_pickle=False) as stored:
        meta = json.loads(str(stored["meta"]))
        count = sum(1 for key in stored.files if key.startswith("w"))
        layers = tuple((stored[f"w{i}"].astype(np.float32), stored[f"b{i}"].astype(np.float32))
                       for i in range(count))
    variant = str(meta.get("game"))
    if meta.get("format") != FORMAT or meta.get("encoding") != ENCODING:
        raise RulesetError(f"the policy {label!r} is stored as format {meta.get('format')},"
                           f" encoding {meta.get('encoding')!r}; this maumau reads format"
                           f" {FORMAT}, encoding {ENCODING!r}")
    if meta.get("digest") != encoding_digest(variant):
        raise RulesetError(f"the policy {label!r} was trained on another observation layout"
                           f" or action space of {variant!r} than this maumau's")
    return Policy(label, variant, layers, meta)
