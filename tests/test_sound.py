import wave

import pytest

from fibsgui import sound


@pytest.mark.parametrize("name", sound.SOUNDS)
def test_sounds_are_shipped_and_short(name):
    with wave.open(str(sound.sound_file(name))) as wav:
        seconds = wav.getnframes() / wav.getframerate()
        assert 0.05 < seconds < 1.0 and wav.getnchannels() == 1


def test_without_a_player_nothing_is_played(monkeypatch):
    monkeypatch.setattr(sound, "_player", lambda: None)
    assert not sound.available() and sound.play("turn") is False


def test_a_player_is_started_without_waiting(monkeypatch):
    started = []

    class FakePopen:
        def __init__(self, args, **kwargs):
            started.append(args)

    monkeypatch.setattr(sound, "_player", lambda: ["/usr/bin/paplay"])
    monkeypatch.setattr(sound.subprocess, "Popen", FakePopen)
    assert sound.play("invitation") is True
    assert started[0][0] == "/usr/bin/paplay" and started[0][1].endswith("invitation.wav")
    with pytest.raises(ValueError):
        sound.play("nope")
