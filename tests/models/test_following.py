"""FollowList: the players each account follows, in the client's settings file."""

from fibsgui.config import Settings
from fibsgui.models.following import MAX_FOLLOWED, FollowList

ALICE, DAVE = "alice@bgammon.org:1337", "dave@bgammon.org:1337"


def test_names_per_account_without_case_and_saved(tmp_path):
    path = tmp_path / "settings.toml"
    follows = FollowList(Settings(path))
    assert follows.add(ALICE, "Bob") and follows.add(ALICE, "carol") and follows.add(DAVE, "bob")
    assert not follows.add("ALICE@bgammon.org:1337", "BOB")  # there already
    assert follows.names(ALICE) == ["Bob", "carol"] and follows.names(DAVE) == ["bob"]
    assert (ALICE, "bob") in follows and (DAVE, "carol") not in follows
    again = FollowList(Settings(path))  # read back from the file
    assert again.names(ALICE) == ["Bob", "carol"]
    assert again.remove(ALICE, "BOB") and not again.remove(ALICE, "bob")
    assert FollowList(Settings(path)).names(ALICE) == ["carol"]
    assert FollowList(Settings(path)).names(DAVE) == ["bob"] and again.names(None) == []


def test_the_list_of_an_account_is_capped(tmp_path):
    follows = FollowList(Settings(tmp_path / "s.toml"))
    for i in range(MAX_FOLLOWED):
        assert follows.add(ALICE, f"p{i}")
    assert not follows.add(ALICE, "one_more")
    assert len(follows.names(ALICE)) == MAX_FOLLOWED and follows.add(DAVE, "one_more")


def test_a_wrongly_typed_list_stays_in_the_file_until_a_name_is_followed(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text("[bgammon]\nfollowing = 5\n", encoding="utf-8")
    settings = Settings(path)
    assert FollowList(settings).names(ALICE) == [] and any("following" in p for p in settings.problems)
    assert "following = 5" in path.read_text(encoding="utf-8")
