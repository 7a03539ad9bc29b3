"""The web client fixture of the web tests, for the language tests that use the API."""

from tests.web.conftest import client

__all__ = ["client"]
