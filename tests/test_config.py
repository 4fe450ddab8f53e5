"""Settings: defaults, validation, atomic TOML round trip, bad files."""

import tomllib

import pytest

from fibsgui.config import OPTIONS, Settings, dumps_toml
from fibsgui import config as config_module


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


# -- the user's file is never overwritten silently ---------------------------------------------------
import datetime  # noqa: E402
import errno  # noqa: E402
from pathlib import Path  # noqa: E402

from tests.diskkit import full_disk, tmpfs  # noqa: E402


def _others(folder, path):
    return sorted(p for p in folder.iterdir() if p != path)


@pytest.mark.parametrize("content", [b"this is [not toml", b'[board]\ntheme = "\xff\xfe"\n', b"[a]\nx = " + b"[" * 5000])
def test_a_file_that_is_not_toml_is_renamed_with_the_date_and_kept(tmp_path, content):
    path = tmp_path / "settings.toml"
    path.write_bytes(content)
    settings = Settings(path)
    assert settings["board.theme"] == "classic"  # defaults
    [problem] = settings.issues
    assert problem.kind == "invalid" and problem.path == path and problem.detail
    [kept] = _others(tmp_path, path)
    assert problem.kept_as == kept
    today = datetime.date.today().strftime("%Y-%m-%d")
    assert kept.name.startswith(f"settings.broken-{today}-") and kept.suffix == ".toml"
    assert kept.read_bytes() == content
    settings["board.home"] = "left"
    assert settings.save()
    assert kept.read_bytes() == content  # still there after a save
    assert tomllib.loads(path.read_text())["board"]["home"] == "left"


def test_a_second_broken_file_in_the_same_second_does_not_replace_the_first(tmp_path):
    path = tmp_path / "settings.toml"
    kept = []
    for content in (b"first [", b"second ["):
        path.write_bytes(content)
        kept.append(Settings(path).issues[0].kept_as)
    assert kept[0] != kept[1] and [p.read_bytes() for p in kept] == [b"first [", b"second ["]


def test_a_file_that_cannot_be_read_is_left_untouched_and_never_saved_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.toml"
    path.write_text('[board]\nhome = "left"\n')
    real = Path.read_bytes

    def refuse(self):
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    settings = Settings(path)
    [problem] = settings.issues
    assert (problem.kind, problem.path, problem.detail) == ("unreadable", path, "Permission denied")
    assert settings["board.home"] == "right" and not settings.saving
    settings["board.theme"] = "contrast"
    assert settings.save() is False
    assert path.read_text() == '[board]\nhome = "left"\n' and _others(tmp_path, path) == []


def test_a_folder_where_the_file_should_be_is_left_alone(tmp_path):
    path = tmp_path / "settings.toml"
    path.mkdir()
    settings = Settings(path)
    assert settings.issues[0].kind == "unreadable"
    assert settings.save() is False and path.is_dir()


def test_wrongly_typed_values_are_reported_and_kept_in_the_file(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[board]\ntheme = 7\nanimation_ms = "fast"\nhome = "left"\n\n[sound]\nenabled = "yes"\n')
    settings = Settings(path)
    assert [(p.kind, p.key, p.value) for p in settings.issues] == [
        ("value", "board.theme", "7"), ("value", "board.animation_ms", "'fast'"), ("value", "sound.enabled", "'yes'")]
    assert (settings["board.theme"], settings["board.animation_ms"], settings["sound.enabled"]) == ("classic", 250, True)
    assert settings["board.home"] == "left"
    settings["sound.chat"] = False
    assert settings.save()
    stored = tomllib.loads(path.read_text())
    assert stored["board"] == {"theme": 7, "animation_ms": "fast", "home": "left"}
    assert stored["sound"] == {"enabled": "yes", "chat": False}
    settings["board.theme"] = "classic"  # chosen by the user (the default, too): now it is stored
    settings.save()
    assert tomllib.loads(path.read_text())["board"]["theme"] == "classic"
    assert "board.theme" not in [p.key for p in Settings(path).issues]


def test_everything_the_file_holds_survives_a_save(tmp_path):
    path = tmp_path / "settings.toml"
    text = ('note = "top level"\nwhen = 1979-05-27T07:32:00Z\n\n'
            '[board]\ntheme = "contrast"\nday = 2024-01-02\nat = 07:32:00.5\nlocal = 2024-01-02T03:04:05\n'
            '[board.extra]\ndeep = {a = [1, 2.5, "x"], "ünï" = true}\n\n'
            '[[plugins]]\nname = "a"\n[[plugins]]\nname = "b"\n\n'
            '["odd section"]\n"key with space" = -0.0\nbig = inf\n\n[empty]\n')
    path.write_text(text, encoding="utf-8")
    before = tomllib.loads(text)
    settings = Settings(path)
    assert settings.issues == []
    settings["board.home"] = "left"
    assert settings.save()
    after = tomllib.loads(path.read_text(encoding="utf-8"))
    before["board"]["home"] = "left"
    assert after == before


def test_a_value_where_a_table_should_be_is_kept_in_a_dated_copy(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('board = 5\n[sound]\nchat = false\n')
    settings = Settings(path)
    [problem] = settings.issues
    assert (problem.kind, problem.key, problem.value) == ("value", "board", "5")
    assert problem.kept_as is not None and problem.kept_as.read_text() == 'board = 5\n[sound]\nchat = false\n'
    assert settings["board.theme"] == "classic" and settings["sound.chat"] is False
    settings["board.home"] = "left"
    assert settings.save()
    assert tomllib.loads(path.read_text()) == {"board": {"home": "left"}, "sound": {"chat": False}}


def test_a_save_that_fails_is_reported_once_not_raised(tmp_path):
    (tmp_path / "config").write_text("a file where the folder should be")
    settings = Settings(tmp_path / "config" / "settings.toml")
    seen = []
    settings.on_problem(seen.append)
    settings["board.home"] = "left"
    assert settings.save() is False
    assert settings.save() is False
    assert [(p.kind, p.path) for p in seen] == [("not-saved", tmp_path / "config" / "settings.toml")]
    assert isinstance(settings.save_error, OSError) and settings["board.home"] == "left"


def test_a_read_only_folder_for_real(tmp_path):
    with tmpfs(tmp_path / "ro", read_only=True) as folder:
        settings = Settings(folder / "settings.toml")
        seen = []
        settings.on_problem(seen.append)
        settings["board.home"] = "left"
        assert settings.save() is False
        assert settings.save_error.errno == errno.EROFS and len(seen) == 1


def test_a_full_disk_keeps_the_old_file_whole(tmp_path):
    with tmpfs(tmp_path / "disk") as folder:
        path = folder / "settings.toml"
        settings = Settings(path)
        settings["board.home"] = "left"
        assert settings.save()
        old = path.read_bytes()
        from tests.diskkit import fill

        fill(folder)
        settings["server.recent"] = ["host.example:4321"] * 8
        settings["account.name"] = "x" * 5000
        assert settings.save() is False and settings.save_error.errno == errno.ENOSPC
        assert path.read_bytes() == old
        assert sorted(p.name for p in folder.iterdir()) == ["crumbs", "filler", "settings.toml"]


def test_deep_nesting_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "settings.toml"
    path.write_text("[a]\nx = " + "[" * 65 + "]" * 65 + "\n")

    def no_reading(text):  # the nesting is seen first: tomllib is not asked to recurse into it
        raise AssertionError("read with tomllib")

    monkeypatch.setattr(config_module.tomllib, "loads", no_reading)
    settings = Settings(path)
    [problem] = settings.issues
    assert problem.kind == "invalid" and "nested more than 64 levels" in problem.detail
    assert problem.kept_as is not None and problem.kept_as.exists()


def test_brackets_in_strings_and_comments_are_not_nesting(tmp_path):
    path = tmp_path / "settings.toml"
    deep = "[" * 100
    path.write_text(f'# {deep}\n[account]\nname = "{deep}\\"{deep}"\n[board]\ntheme = \'\'\'{deep}\'\'\'\n'
                    f'[practice]\nlist = [[1, 2], {{a = "]]]]"}}]\n')
    settings = Settings(path)
    assert settings["account.name"] == f'{deep}"{deep}'
    assert not any(problem.kind == "invalid" for problem in settings.issues)
