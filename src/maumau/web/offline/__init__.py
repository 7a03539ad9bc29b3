"""A table played on this device alone, in the browser's Python: the tables' own parts
answering a page without a server, and the bundle of packages the browser runs them from.

See docs/offline.md.
"""

__all__: list[str] = []
