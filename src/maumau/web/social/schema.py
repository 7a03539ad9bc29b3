"""The database tables of the social features, on the server's own ``MetaData`` so that
:func:`maumau.web.storage.db.open_database` creates them with the rest (SQLite or PostgreSQL).

Every query the history page makes is backed by an index: a profile's participations by
``(profile_id, match_id)`` (newest first, paged by match id), its statistics and ratings
by the primary key ``(identity, variant)`` of ``social_ratings``, which keeps running
counts so that nothing is aggregated over the whole history.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from maumau.web.storage.db import metadata

__all__ = [
    "feedback",
    "finished_matches",
    "participations",
    "profile_settings",
    "profiles",
    "ratings",
    "rulesets",
    "seat_claims",
    "series",
]

feedback = Table(
    "social_feedback", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("created", Float, nullable=False),
    Column("email", String(254), nullable=False),
    Column("game", String(40)),
    Column("device", String(80)),
    Column("os", String(80)),
    Column("message", Text, nullable=False),
    Column("lang", String(2), nullable=False),
)

rulesets = Table(
    "social_rulesets", metadata,
    Column("id", String(24), primary_key=True),
    Column("created", Float, nullable=False),
    Column("name", String(60), nullable=False),
    Column("variant", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("preset", String(40)),
    Column("options", Text, nullable=False),
    Index("ix_social_rulesets_variant_created", "variant", "created"),
    Index("ix_social_rulesets_created", "created"),
)

profiles = Table(
    "social_profiles", metadata,
    Column("id", String(24), primary_key=True),
    Column("secret_hash", String(64), nullable=False, unique=True),
    Column("name", String(40), nullable=False),
    Column("created", Float, nullable=False),
)

profile_settings = Table(
    "social_profile_settings", metadata,
    Column("profile_id", String(24), ForeignKey("social_profiles.id", ondelete="CASCADE"),
           primary_key=True),
    Column("body", Text, nullable=False),
    Column("changed", Float, nullable=False),
)
"""A profile's accessibility settings as JSON (:mod:`maumau.web.social.settings`)."""

seat_claims = Table(
    "social_seat_claims", metadata,
    Column("code", String(40), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("profile_id", String(24), ForeignKey("social_profiles.id", ondelete="CASCADE"),
           nullable=False, index=True),
)

finished_matches = Table(
    "social_matches", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(40), nullable=False),
    Column("number", Integer, nullable=False),
    Column("variant", String(40), nullable=False),
    Column("finished", Float, nullable=False),
    Column("players", Text, nullable=False),
    Column("winners", Text, nullable=False),
    Column("totals", Text, nullable=False),
    Column("rounds", Integer, nullable=False),
    UniqueConstraint("code", "number", name="uq_social_matches_code_number"),
)

series = Table(
    "social_series", metadata,
    Column("match_id", Integer, ForeignKey("social_matches.id", ondelete="CASCADE"),
           primary_key=True),
    Column("wins", Text, nullable=False),
)
"""The table's series score after each finished match: matches won per seat, counted over
every match at the table so far (a new table, so older databases get it too)."""

participations = Table(
    "social_participations", metadata,
    Column("match_id", Integer, ForeignKey("social_matches.id", ondelete="CASCADE"),
           primary_key=True),
    Column("profile_id", String(24), ForeignKey("social_profiles.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("won", Boolean, nullable=False),
    Index("ix_social_participations_profile_match", "profile_id", "match_id"),
)

ratings = Table(
    "social_ratings", metadata,
    Column("identity", String(40), primary_key=True),
    Column("variant", String(40), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("matches", Integer, nullable=False),
    Column("wins", Integer, nullable=False),
)
