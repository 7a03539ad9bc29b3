"""A game's own catalogue: one that cannot be read is left out with one warning, not the
end of every command; ``maumau catalogue`` and the plugin's build hook compile it for an
install without Babel."""

from __future__ import annotations

import importlib.util
import io
import shutil
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from maumau import i18n
from maumau.cli.main import main
from maumau_crazy_eights.words import catalogue_path

PLUGIN = Path(__file__).resolve().parents[2] / "plugins" / "crazy-eights"


@pytest.fixture
def fresh_messages() -> Iterator[None]:
    i18n.messages.cache_clear()
    i18n._LEFT_OUT.clear()
    yield None
    i18n.messages.cache_clear()
    i18n._LEFT_OUT.clear()


def without_babel_for(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading ``path`` as a .po fails as it does where Babel is not installed."""
    real = i18n.read_po_file

    def read(po: Path, lang: str) -> dict[str, str]:
        if po == path:
            raise ModuleNotFoundError("no module named 'babel'", name="babel")
        return real(po, lang)

    monkeypatch.setattr(i18n, "read_po_file", read)


def test_an_unreadable_game_catalogue_is_left_out_with_one_warning(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_messages: None) -> None:
    po = tmp_path / "locale" / "en" / "LC_MESSAGES" / "game.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid "game.broken"\nmsgstr "Broken"\n', encoding="utf-8")
    without_babel_for(po, monkeypatch)
    monkeypatch.setattr(i18n, "game_catalogues", lambda lang: [po])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        english = i18n.messages("en")
        i18n.messages("de")
    assert "game.classic" in english  # maumau's own words are all there
    assert "game.broken" not in english
    left_out = [w for w in caught if issubclass(w.category, i18n.CatalogueWarning)]
    assert len(left_out) == 1, [str(w.message) for w in caught]
    assert "maumau catalogue" in str(left_out[0].message)


def test_every_command_runs_when_a_game_catalogue_cannot_be_read(
        monkeypatch: pytest.MonkeyPatch, fresh_messages: None) -> None:
    """The Crazy Eights catalogue unreadable (no Babel, no compiled form): the classic
    game's commands still run, in maumau's words."""
    broken = {catalogue_path(lang) for lang in i18n.LANGUAGES}
    real = i18n.read_po_file

    def read(po: Path, lang: str) -> dict[str, str]:
        if po in broken:
            raise ModuleNotFoundError("no module named 'babel'", name="babel")
        return real(po, lang)

    monkeypatch.setattr(i18n, "read_po_file", read)
    out = io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", i18n.CatalogueWarning)
        status = main(["rules", "classic", "--lang", "en"], stdout=out, stderr=io.StringIO(),
                      environ={})
    assert status == 0
    assert i18n.messages("en")["game.classic"] in out.getvalue()


def load_hook(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The plugin's hatch_build.py, with a stand-in for hatchling (a build requirement,
    not installed in the test environment)."""
    interface = ModuleType("hatchling.builders.hooks.plugin.interface")
    interface.BuildHookInterface = object  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "hatchling.builders.hooks.plugin.interface", interface)
    spec = importlib.util.spec_from_file_location("_crazy_eights_build",
                                                  PLUGIN / "hatch_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_plugin_build_hook_compiles_as_maumau_reads(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    po = catalogue_path(lang)
    assert load_hook(monkeypatch).compiled(po, lang) == i18n.read_po_file(po, lang)


def test_maumau_catalogue_compiles_a_game_for_an_install_without_babel(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    locale = tmp_path / "locale"
    shutil.copytree(catalogue_path("en").parents[2], locale)
    out = io.StringIO()
    assert main(["catalogue", str(locale), "--lang", "en"], stdout=out, stderr=io.StringIO(),
                environ={}) == 0
    assert "2 catalogues compiled" in out.getvalue()
    po = next(locale.glob("en/LC_MESSAGES/*.po"))
    expected = i18n.read_po_file(po, "en")
    monkeypatch.setitem(sys.modules, "babel.messages.pofile", None)  # Babel gone
    with pytest.raises(ModuleNotFoundError):
        i18n.read_po_file(po, "en")
    assert i18n.read_catalogue(po, "en") == expected


def test_maumau_catalogue_refuses_a_folder_without_catalogues(tmp_path: Path) -> None:
    err = io.StringIO()
    assert main(["catalogue", str(tmp_path), "--lang", "en"], stdout=io.StringIO(),
                stderr=err, environ={}) == 2
    assert "no catalogue" in err.getvalue()
