"""The players each account follows, kept in the client's settings (a server that tells when a
followed player comes and goes may have no way to list them: bgammon.org has none).

The list is one option of :class:`fibsgui.config.Settings` (a list of strings), each entry
``"<account> <name>"`` with the account as :attr:`fibsgui.models.server.ServerLink.account` gives
it (``name@host:port``). Entries this class cannot read are left in the list as they are.
"""

from __future__ import annotations

from fibsgui.config import Settings

__all__ = ["FollowList", "MAX_FOLLOWED"]

#: The most players one account follows here (a hostile server's answers cannot grow it further).
MAX_FOLLOWED = 500


class FollowList:
    """The followed players of each account, in ``settings[key]``. Names compare without case
    (bgammon.org's accounts are lower case) and keep the spelling they were first given."""

    def __init__(self, settings: Settings, key: str = "bgammon.following") -> None:
        self.settings = settings
        self.key = key

    def _entries(self) -> list[str]:
        entries = self.settings[self.key]
        return [e for e in entries if isinstance(e, str)] if isinstance(entries, list) else []

    @staticmethod
    def _split(entry: str) -> tuple[str, str] | None:
        account, _, name = entry.rpartition(" ")
        if not account or not name or " " in account:
            return None
        return account, name

    def names(self, account: str | None) -> list[str]:
        """``account``'s followed players, sorted without case."""
        if not account:
            return []
        key = account.lower()
        found = {}
        for entry in self._entries():
            parts = self._split(entry)
            if parts is not None and parts[0].lower() == key:
                found.setdefault(parts[1].lower(), parts[1])
        return sorted(found.values(), key=str.lower)

    def __contains__(self, item: tuple[str | None, str]) -> bool:
        account, name = item
        return name.lower() in {n.lower() for n in self.names(account)}

    def add(self, account: str, name: str) -> bool:
        """Follow ``name`` from ``account``: False when it was there already, or when the account
        follows :data:`MAX_FOLLOWED` players."""
        if not account or not name or " " in account or " " in name:
            raise ValueError(f"not an account and a name: {account!r}, {name!r}")
        names = self.names(account)
        if name.lower() in {n.lower() for n in names} or len(names) >= MAX_FOLLOWED:
            return False
        self.settings[self.key] = self._entries() + [f"{account.lower()} {name}"]
        self.settings.save()
        return True

    def remove(self, account: str, name: str) -> bool:
        """Stop following ``name`` from ``account``: False when it was not followed."""
        if not account or not name:
            return False
        key, lower = account.lower(), name.lower()
        kept = []
        for entry in self._entries():
            parts = self._split(entry)
            if parts is not None and parts[0].lower() == key and parts[1].lower() == lower:
                continue
            kept.append(entry)
        if len(kept) == len(self._entries()):
            return False
        self.settings[self.key] = kept
        self.settings.save()
        return True
