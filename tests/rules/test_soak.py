from game.rules.soak import main


def test_soak_command_passes_on_every_combination(capsys):
    assert main(["--deals", "96", "--seed", "3"]) == 0
    assert "0 failure(s)" in capsys.readouterr().out
