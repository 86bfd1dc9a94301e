import pytest

from game.rules.soak import main


def test_soak_command_passes_on_every_combination(capsys):
    assert main(["--deals", "96", "--seed", "3"]) == 0
    assert "0 failure(s)" in capsys.readouterr().out


def test_soak_takes_the_game_from_the_registry(capsys):
    assert main(["--deals", "12", "--seed", "4", "--game", "napoleon", "--fast"]) == 0
    assert "12 deals" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--deals", "1", "--game", "chess"])
