"""Where Japanese text may break between lines: at phrase boundaries, never inside a word.

Japanese has no spaces between words, so a wrapper that cuts anywhere splits words in two
(「ヒン｜ト」, 正｜ジャック). This module gives every place between two characters a strength,
and :func:`wrap_phrases` breaks a line at the strongest places that let it fit:

- ``PHRASE``: after a space or closing punctuation, before an opening bracket, and after the
  particles ending a phrase (hiragana followed by a kanji, katakana, a card or a number:
  「あなたの｜手札に｜切り札が」).
- ``WORD``: a word boundary inside a phrase (kanji to katakana, 「選んで｜ください」...), used
  only when a phrase is wider than the line.
- ``KANA``: before a word's kana ending or particle (ナポレオン｜が, 切り札｜に), only when a
  phrase has no word boundary left that fits.
- ``TERM``: between the parts of a glossary term (正｜ジャック, 切り｜札), only when the term
  is wider than the line.
- ``LETTER``: between two letters of one word (inside a katakana word, a run of kanji, a
  Latin word), only when a word alone is wider than the line.
- ``NEVER``: kinsoku, the Japanese rule for line breaks (no line starts with a closing mark,
  small kana or the long vowel mark; none ends with an opening bracket).

Why our own rules rather than a phrase model (``budoux``) or break marks in the catalogues:
the game's words are a closed set (every string is in ``game/locale/ja``, and a test wraps
each one), the rules are a page of standard-library code with no new dependency for the
frozen app, and a translator writes plain Japanese with nothing invisible to place.
Measured on the catalogues, ``budoux`` split 捨て札 nine times, so it would have needed the
glossary below as well.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise

# The table's words (game/locale/README.md) that a phrase boundary could otherwise cut: a word
# of kanji and kana (切り札), or of kanji and katakana (正ジャック). Katakana words and runs of
# kanji are kept whole by their letters' class already; they are listed for the test too.
GLOSSARY = (
    "ナポレオン軍",
    "ナポレオン",
    "連合軍",
    "副官",
    "オールマイティ",
    "マイティ",
    "正ジャック",
    "裏ジャック",
    "よろめき",
    "セイムツー",
    "切り札なし",
    "切り札",
    "絵札",
    "手札",
    "伏せ札",
    "捨て札",
    "台札",
    "持ち札",
    "取り札",
    "指名カード",
    "ジョーカー",
    "ヒント",
    "ハウスルール",
    "ルールセット",
)

# A line may not start with these (closing brackets and marks, small kana, the long vowel
# mark) nor end with those (opening brackets).
NO_START = frozenset(
    "、。，．・：；？！ー）」』】〕〉》’”)]}%…:;,.!?ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々"
)
NO_END = frozenset("（「『【〔〈《‘“([{")
# Punctuation after which a phrase ends.
_PHRASE_END = frozenset("、。，．・：；？！）」』】〕〉》’”)]}…:;,.!?")
# One hiragana after a kanji that ends a phrase: a particle (「手札に」「場の」). Other single
# kana are a word's own (切り札, 捨て札, 残りトリック) and a phrase does not end there.
_PARTICLES = frozenset("はがをにでとのもへやかなよね")
# Verbs that follow a particle, a verb's -te or a katakana noun in kana (「選んで｜ください」
# 「では｜ありません」「シャッフル｜しました」): a word boundary inside a phrase.
_KANA_WORDS = ("ください", "ありま", "あれば", "できま", "できな", "なりま", "なけれ", "しま", "しな")

HIRA, KATA, KANJI, ALNUM, SPACE, OTHER = range(6)
NEVER, LETTER, TERM, KANA, WORD, PHRASE = range(6)  # how good a place to break a line is


def _kind(ch: str) -> int:
    o = ord(ch)
    if ch.isspace():
        return SPACE
    if 0x3041 <= o <= 0x309F:
        return HIRA
    if 0x30A1 <= o <= 0x30FA or ch == "ー" or 0xFF66 <= o <= 0xFF9F:
        return KATA
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or ch in "々〆":
        return KANJI
    if (ch.isascii() and (ch.isalnum() or ch in "'-_/+#%")) or ch in "♠♥♦♣★☆" or ch.isdigit():
        return ALNUM  # Latin words, numbers, cards (♠A, 10♥): one word with their letters
    return OTHER


@lru_cache(maxsize=1024)
def strengths(text: str) -> tuple[int, ...]:
    """For each ``i`` in ``0..len(text)``, how strong a place to break a line is between
    ``text[i - 1]`` and ``text[i]`` (``PHRASE``... ``NEVER``: see the module's notes). The
    ends get ``NEVER``."""
    n = len(text)
    out = [NEVER] * (n + 1)
    kinds = [_kind(ch) for ch in text]
    run = 0  # the length of the hiragana run ending at text[i - 1]
    for i in range(1, n):
        a, b = text[i - 1], text[i]
        ka, kb = kinds[i - 1], kinds[i]
        run = run + 1 if ka == HIRA else 0
        if b in NO_START or a in NO_END or kb == SPACE:
            s = NEVER
        elif ka == SPACE or a in _PHRASE_END or b in NO_END:
            s = PHRASE
        elif ka == HIRA and kb in (KANJI, KATA, ALNUM):
            s = PHRASE if run >= 2 or a in _PARTICLES else WORD
        elif kb == HIRA and ka in (HIRA, KATA) and text.startswith(_KANA_WORDS, i):
            s = WORD  # 「選んで｜ください」, 「シャッフル｜しました」 (not 渡しました: okurigana)
        elif ka == kb or (ka == ALNUM and kb == KANJI):
            s = LETTER  # one word: 3枚 too
        elif kb == HIRA:
            s = KANA  # kana after a word: its ending or its particle (♠Aを)
        else:
            s = WORD
        out[i] = s
    for term in GLOSSARY:  # never a phrase or word break inside a term
        at = text.find(term)
        while at >= 0:
            for i in range(at + 1, at + len(term)):
                out[i] = min(out[i], TERM)
            at = text.find(term, at + 1)
    return tuple(out)


def wrap_phrases(text: str, fits: Callable[[str], bool]) -> list[str]:
    """``text`` broken into lines that each ``fits`` (a line's width against the room): at
    phrase boundaries; a phrase wider than a line at its word boundaries; a word wider than a
    line between its letters (never against kinsoku). Spaces at a break are dropped."""
    if not text.strip():
        return []
    lines, last = _pack(text, 0, len(text), PHRASE, strengths(text), fits)
    return [*lines, last.rstrip()] if last.strip() else lines


def _pack(
    text: str, lo: int, hi: int, level: int, strong: tuple[int, ...], fits: Callable[[str], bool]
) -> tuple[list[str], str]:
    """``text[lo:hi]`` in lines broken at places of at least ``level``: the full lines, and
    the last one as it stands (more may follow on it)."""
    cuts = [lo, *(i for i in range(lo + 1, hi) if strong[i] >= level), hi]
    lines: list[str] = []
    cur = ""
    for a, b in pairwise(cuts):
        piece = text[a:b]
        if fits((cur + piece).rstrip()):
            cur += piece
            continue
        if cur.strip():
            lines.append(cur.rstrip())
        start = a + len(piece) - len(piece.lstrip())
        cur = piece.lstrip()
        if level > LETTER and not fits(cur.rstrip()):  # a phrase (word) wider than a line
            whole, cur = _pack(text, start, b, level - 1, strong, fits)
            lines += whole
    return lines, cur
