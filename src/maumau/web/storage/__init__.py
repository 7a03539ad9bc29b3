"""What is kept: the database's schema and queries, the writer that commits each
action, online backups, the site's shared counters, and which process owns a table."""

__all__: list[str] = []
