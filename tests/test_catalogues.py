"""The translation layer and its catalogues: every message the code shows is in the Japanese
catalogue, translated, with the same {fields}, and drawable in the bundled font."""

from __future__ import annotations

import gettext
import importlib.util
import io
import sys
from pathlib import Path

import pytest

from game.rules import i18n
from game.rules.po import CatalogueError, compile_mo, parse_po

ROOT = Path(__file__).resolve().parents[1]


def _tool():  # tools/messages.py, loaded by path (tools/ is not a package)
    spec = importlib.util.spec_from_file_location("messages_tool", ROOT / "tools" / "messages.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_message_is_translated_with_the_same_fields() -> None:
    problems = _tool().check("ja")
    assert not problems, (
        "\n".join(problems[:40]) + f"\n({len(problems)} problems; run python tools/messages.py check)"
    )


def test_the_font_draws_every_character_of_the_catalogues() -> None:
    from fontTools.ttLib import TTFont

    text = set()
    for e in _tool().catalogue("ja").values():
        for s in e.msgstr:
            text.update(s)
    text -= set("\n\t")
    for weight in ("regular", "bold"):
        cmap = TTFont(ROOT / "fonts" / f"notosansjp-ui-{weight}.ttf").getBestCmap()
        missing = sorted(ch for ch in text if ord(ch) not in cmap)
        assert not missing, f"{weight}: no glyph for {''.join(missing)} (rerun tools/build_font.py)"


PO = r"""
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=1; plural=0;\n"

# a comment
msgid "Hint"
msgstr "ヒント"

msgctxt "suit"
msgid "spades"
msgstr "スペード"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n}枚"

#, fuzzy
msgid "Menu"
msgstr "メニュー"

msgid "Two "
"lines"
msgstr "二"
"行"

msgid "Untranslated"
msgstr ""
"""


def test_a_po_file_compiles_to_what_gettext_reads() -> None:
    t = gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(PO))))
    assert t.gettext("Hint") == "ヒント"
    assert t.pgettext("suit", "spades") == "スペード"
    assert t.gettext("spades") == "spades"  # the context matters
    assert t.ngettext("{n} card", "{n} cards", 1) == "{n}枚"
    assert t.ngettext("{n} card", "{n} cards", 5) == "{n}枚"
    assert t.gettext("Menu") == "Menu"  # fuzzy entries are left out, as msgfmt does
    assert t.gettext("Two lines") == "二行"
    assert t.gettext("Untranslated") == "Untranslated"


@pytest.mark.parametrize(
    "bad",
    ['msgid "x"\nmsgstr 5', 'msgid "x\nmsgstr ""', 'nonsense "x"', '"orphan"'],
)
def test_a_broken_po_file_is_refused_with_where(bad: str) -> None:
    with pytest.raises(CatalogueError, match=r"<po>:\d+"):
        parse_po(bad)


def test_a_broken_catalogue_leaves_the_game_in_english(tmp_path: Path) -> None:
    (tmp_path / "ja").mkdir()
    (tmp_path / "ja" / "x.po").write_text('msgid "Hint"\nmsgstr "ヒ', encoding="utf-8")
    assert isinstance(i18n.load_translations("ja", tmp_path), gettext.NullTranslations)
    assert i18n.load_translations("ja", tmp_path).gettext("Hint") == "Hint"


def test_switching_language_takes_effect_at_once_and_tells_listeners() -> None:
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    try:
        assert i18n.set_language("ja") == "ja"
        assert i18n._("Options") == "オプション"
        assert i18n.set_language("xx") == "en"  # not a language we speak: English
        assert i18n._("Options") == "Options"
        assert heard == ["ja", "en"]
    finally:
        i18n._listeners.remove(heard.append)
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("env", "want"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_the_language_follows_the_system_locale(env: dict[str, str], want: str) -> None:
    assert i18n.system_language(env) == want
