"""Running a site: the application and its start, options, health and metrics,
logs, and the operator's commands (admin, backups, feedback)."""

__all__: list[str] = []
