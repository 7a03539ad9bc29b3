"""Ratings per game with OpenSkill (Plackett-Luce): people with a profile and bots, one
rating identity per bot level and game, so a player sees where they stand against easy,
medium and hard.

A match is rated as winners (rank 1) against everybody else (rank 2): every game names
its winners, while what a total means (points against or for) differs between games.
People without a profile play with a fresh rating that is not stored. An identity at
several seats (three medium bots) gets the mean of its seats' new ratings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce
from sqlalchemy import Connection, select, update

from maumau.web.social import schema

__all__ = [
    "MODEL",
    "RATED_AFTER",
    "SCALE_BASE",
    "SCALE_STEP",
    "Standing",
    "bot_identity",
    "identity_of",
    "update_ratings",
]

MODEL = PlackettLuce()
SCALE_BASE = 1000
SCALE_STEP = 40
"""The rating a person reads: ``SCALE_BASE + SCALE_STEP * ordinal``. A fresh identity's
ordinal is 0 (mu 25, sigma 25/3), so everybody starts at 1000, and one point of ordinal
(a clear step in skill) is 40 points: the range of a familiar club rating."""
RATED_AFTER = 10
"""Matches after which a rating counts; before, a person's is shown as provisional and a
bot level's is not shown (its sigma still says little)."""


def identity_of(profile_id: str) -> str:
    return f"profile:{profile_id}"


def bot_identity(level: str) -> str:
    return f"bot:{level}"


@dataclass(frozen=True)
class Standing:
    mu: float
    sigma: float
    matches: int
    wins: int

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate shown and compared: mu - 3 sigma."""
        return float(MODEL.rating(mu=self.mu, sigma=self.sigma).ordinal())

    @property
    def score(self) -> int:
        """The rating on the familiar scale (:data:`SCALE_BASE`, :data:`SCALE_STEP`)."""
        return round(SCALE_BASE + SCALE_STEP * self.ordinal)

    @property
    def provisional(self) -> bool:
        """Fewer than :data:`RATED_AFTER` matches: the rating does not count yet."""
        return self.matches < RATED_AFTER


def update_ratings(connection: Connection, variant: str, seats: Sequence[str | None],
                   winners: Sequence[int]) -> None:
    """Rate one finished match; ``seats`` holds each seat's identity (None: a guest)."""
    known = {identity for identity in seats if identity is not None}
    if not known:
        return
    table = schema.ratings
    stored = {row.identity: Standing(row.mu, row.sigma, row.matches, row.wins)
              for row in connection.execute(select(table).where(
                  table.c.variant == variant, table.c.identity.in_(known)))}
    teams = []
    for identity in seats:
        standing = stored.get(identity) if identity is not None else None
        teams.append([MODEL.rating() if standing is None
                      else MODEL.rating(mu=standing.mu, sigma=standing.sigma)])
    ranks: list[float] = [1 if seat in winners else 2 for seat in range(len(seats))]
    rated = MODEL.rate(teams, ranks=ranks)
    for identity in known:
        places = [seat for seat, who in enumerate(seats) if who == identity]
        mu = sum(rated[seat][0].mu for seat in places) / len(places)
        sigma = sum(rated[seat][0].sigma for seat in places) / len(places)
        wins = sum(seat in winners for seat in places)
        old = stored.get(identity)
        if old is None:
            connection.execute(table.insert().values(identity=identity, variant=variant,
                                                     mu=mu, sigma=sigma,
                                                     matches=len(places), wins=wins))
        else:
            connection.execute(update(table).where(table.c.identity == identity,
                                                   table.c.variant == variant)
                               .values(mu=mu, sigma=sigma, matches=old.matches + len(places),
                                       wins=old.wins + wins))
