"""The translation layer: every text a player sees goes through here, in every layer.

Standard gettext. Messages are written in English in the code and looked up in the
catalogues of ``game/locale/<language>/*.po`` (one file per part of the game, merged when
loaded). A source checkout compiles the ``.po`` files in memory; the frozen app ships them
compiled to ``game/locale/<language>/napoleon.mo`` by ``build.spec``.

- ``_("Hint")``: the message in the current language, looked up when called.
- ``N_("Hint")``: marks a message kept in a module-level table; translate it with ``_()``
  where it is shown, so a change of language shows at once.
- ``ngettext("{n} card", "{n} cards", n).format(n=n)``: numbers with their nouns.
- ``pgettext("suit", "spades")``: a message whose English alone is ambiguous.

Placeholders are named (``{player}``), never positional, because Japanese orders a sentence's
parts differently. The rules layer uses this too (illegal-move reasons, rules help), so the
engine's words arrive in the player's language; it stays standard library only.
"""

from __future__ import annotations

import gettext
import io
import locale
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .po import CatalogueError, compile_mo, merge_catalogues

log = logging.getLogger(__name__)

DOMAIN = "napoleon"
# The languages the game speaks, each in its own words (the language menu shows these).
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}
DEFAULT_LANGUAGE = "en"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def catalogue_files(language: str, root: Path | None = None) -> list[Path]:
    """The ``.po`` files of ``language`` (a source checkout has them; a frozen app may not)."""
    folder = (root or LOCALE_DIR) / language
    return sorted(folder.glob("*.po")) if folder.is_dir() else []


def load_translations(language: str, root: Path | None = None) -> gettext.NullTranslations:
    """The catalogue of ``language``: the ``.po`` files compiled in memory, else the shipped
    ``.mo``, else none (English, the code's own words). A broken catalogue is logged and
    the game goes on in English rather than stopping."""
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return gettext.NullTranslations()
    try:
        sources = catalogue_files(language, root)
        if sources:
            data = compile_mo(merge_catalogues(sources))
        else:
            data = ((root or LOCALE_DIR) / language / f"{DOMAIN}.mo").read_bytes()
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, CatalogueError, ValueError) as exc:
        log.error("the %s catalogue could not be loaded (%s); showing English", language, exc)
        return gettext.NullTranslations()


def set_language(language: str) -> str:
    """Speak ``language`` from now on ("en", "ja"; anything else: English). Returns the
    language now in use. Listeners (the UI's caches of drawn text) hear of the change."""
    global _translations, _language
    language = language if language in LANGUAGES else DEFAULT_LANGUAGE
    if language != _language:
        _translations = load_translations(language)
        _language = language
        for listener in list(_listeners):
            listener(language)
    return _language


def current_language() -> str:
    return _language


def catalogue_size() -> int:
    """How many messages the current language's catalogue holds (0 for English)."""
    return len(getattr(_translations, "_catalog", {}))


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` after every change of language."""
    if listener not in _listeners:
        _listeners.append(listener)


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language of the system's locale when we speak it, else English: the environment's
    LANGUAGE / LC_ALL / LC_MESSAGES / LANG first (as gettext reads them), then the locale
    the platform reports (Windows and macOS set no such variables)."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            candidates += value.split(":")
            break
    if environ is None:
        try:
            code = locale.getlocale()[0]
        except ValueError:
            code = None
        if code:
            candidates.append(code)
        if sys.platform == "win32":
            candidates.append(_windows_ui_language())
    for c in candidates:
        code = c.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in ("c", "posix", ""):
            continue
        if code in ("japanese",):  # Windows spells the locale out
            return "ja"
        return code if code in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def _windows_ui_language() -> str:
    try:
        import ctypes

        lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return str(locale.windows_locale.get(int(lang_id), ""))
    except Exception:  # not Windows after all, or no answer: no opinion
        return ""


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (module-level tables)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def as_sentence(clause: str) -> str:
    """A reason written to sit inside other messages ("you must follow ♥", as the engines
    give theirs: a clause, so "This hand cannot be shown: {reason}" reads right) shown on its
    own, as the sentence it then is: its first letter a capital and its end mark, in the
    player's language ("You must follow ♥." / 「台札の♥を出さなければなりません。」)."""
    text = clause.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    if text[-1] in ".!?…。！？":
        return text
    return pgettext("a reason shown on its own", "{clause}.").format(clause=text)
