"""What a request may be before anything runs: per-address rates and body caps,
whose forwarded address is believed, request shapes, and text people type."""

__all__: list[str] = []
