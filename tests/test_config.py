"""Settings: defaults, validation, atomic TOML round trip, bad files."""

import tomllib

import pytest

from fibsgui.config import OPTIONS, Settings, dumps_toml


def test_defaults_and_round_trip(tmp_path):
    path = tmp_path / "settings.toml"
    settings = Settings(path)
    assert settings["board.theme"] == "classic" and settings["server.port"] == 4321
    settings["board.theme"] = "contrast"
    settings["server.recent"] = ["fibs.com:4321", 'odd "host":1']
    settings.save()
    again = Settings(path)
    assert again["board.theme"] == "contrast"
    assert again["server.recent"] == ["fibs.com:4321", 'odd "host":1']
    assert tomllib.loads(path.read_text())["board"]["theme"] == "contrast"
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_invalid_values_are_refused_and_bad_files_fall_back(tmp_path):
    path = tmp_path / "settings.toml"
    settings = Settings(path)
    with pytest.raises(ValueError):
        settings["board.theme"] = "neon"
    with pytest.raises(ValueError):
        settings["server.port"] = "4321"
    path.write_text('[board]\ntheme = 7\nhome = "left"\n')
    settings = Settings(path)
    assert settings["board.theme"] == "classic" and settings["board.home"] == "left"
    assert any("board.theme" in p for p in settings.problems)
    path.write_text("this is [not toml")
    settings = Settings(path)
    assert settings["board.home"] == "right" and settings.problems


def test_change_listeners(tmp_path):
    settings = Settings(tmp_path / "s.toml")
    seen = []
    settings.on_change(lambda key, value: seen.append((key, value)))
    settings["sound.enabled"] = False
    settings["sound.enabled"] = False  # unchanged: no second notice
    assert seen == [("sound.enabled", False)]


def test_toml_writer_escapes_control_characters():
    text = dumps_toml({"a": {"s": "line\nbreak\t\x01\"q\"\\", "b": True, "f": 1.5, "l": ["x"]}})
    assert tomllib.loads(text) == {"a": {"s": "line\nbreak\t\x01\"q\"\\", "b": True, "f": 1.5, "l": ["x"]}}


def test_every_default_is_valid():
    for option in OPTIONS.values():
        assert option.accepts(option.default), option.key
