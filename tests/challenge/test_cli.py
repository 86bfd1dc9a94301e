"""``python -m game.challenge``: the par of a code, a day's code; a mistyped or unknown code
exits 2 with the message the title would show, in the language asked for."""

from __future__ import annotations

import pytest

from game.challenge.__main__ import main
from game.rules.i18n import set_language


@pytest.fixture(autouse=True)
def english_after():  # type: ignore[no-untyped-def]
    yield
    set_language("en")


def test_daily_prints_the_days_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--game", "nap", "--date", "2025-01-01"]) == 0
    assert capsys.readouterr().out.strip() == "1B18-28BS-7S20-KM"
    assert main(["daily", "--date", "2025-01-01"]) == 0  # the default game: the first registered
    assert capsys.readouterr().out.strip() == "1N18-28CP-G9J0-7E"


def test_a_bad_date_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["daily", "--date", "2025-13-01"])
    assert exit_.value.code == 2


def test_a_mistyped_code_exits_2_with_the_titles_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "1B18-28BS-7S20-KN", "--language", "en"]) == 2
    err = capsys.readouterr().err
    assert "character" in err and "does not fit" in err
    assert main(["--language", "ja", "par", "1B18-28BS-7S20-KN"]) == 2
    assert "文字目" in capsys.readouterr().err
    assert main(["par", "1B18 28BS 7S20 UM", "--language", "en"]) == 2
    assert "is not used in challenge codes" in capsys.readouterr().err


def test_the_par_of_a_code_prints_each_deal_and_the_digest(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "1b6a h400 0008 0de", "--language", "en"]) == 0  # typed loosely
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "1B6A-H400-0008-0DE"
    assert out[1].startswith("Nap: Seven-Card Nap")
    assert "Deal 1: Hard +0 chips, digest e60aceeef0ab61ef (thrown in)" in out
    assert out[-1] == "Par digest: 4d246229e4cf7eb5"
