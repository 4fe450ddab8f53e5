"""Reading the fields of a decoded JSON event with their types checked.

Every reader takes the decoded object (a ``dict``), the field's name and a ``path`` for the error
message (``"Player1."`` for the fields of a nested object). A field that is missing gets its
default (an older or newer server may leave one out); a field of the wrong JSON type raises
:class:`FieldError`, naming the field, so that the event becomes ``Malformed`` instead of failing
later. ``null`` stands for an empty list (Go writes a nil slice as ``null``) but not for a number,
a string or a boolean.
"""

from __future__ import annotations

from typing import Any

__all__ = ["FieldError", "get_int", "get_bool", "get_str", "get_list", "get_pairs", "clean_text"]


class FieldError(ValueError):
    """A field of a known event that does not have the type or range the protocol gives it."""


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, float):
        return "a fraction"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def get_int(obj: dict[str, Any], name: str, path: str = "", *, default: int = 0,
            low: int | None = None, high: int | None = None) -> int:
    """A whole number (not a boolean, not a fraction), optionally within ``low``..``high``."""
    value = obj.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise FieldError(f"{path}{name} should be a whole number, not {_describe(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise FieldError(f"{path}{name} should be from {low} to {high}, not {value}")
    return value


def get_bool(obj: dict[str, Any], name: str, path: str = "", *, default: bool = False) -> bool:
    value = obj.get(name, default)
    if not isinstance(value, bool):
        raise FieldError(f"{path}{name} should be true or false, not {_describe(value)}")
    return value


def get_str(obj: dict[str, Any], name: str, path: str = "", *, default: str = "") -> str:
    value = obj.get(name, default)
    if not isinstance(value, str):
        raise FieldError(f"{path}{name} should be a string, not {_describe(value)}")
    return clean_text(value)


def get_list(obj: dict[str, Any], name: str, path: str = "") -> list[Any]:
    """A list; ``null`` or a missing field is the empty list."""
    value = obj.get(name)
    if value is None:
        return []
    if not isinstance(value, list):
        raise FieldError(f"{path}{name} should be a list, not {_describe(value)}")
    return value


def get_objects(obj: dict[str, Any], name: str, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """A list of objects, each with its path for error messages (``Games[2].``)."""
    out = []
    for i, item in enumerate(get_list(obj, name, path)):
        if not isinstance(item, dict):
            raise FieldError(f"{path}{name}[{i}] should be an object, not {_describe(item)}")
        out.append((f"{path}{name}[{i}].", item))
    return out


def get_pairs(obj: dict[str, Any], name: str, path: str = "", *, low: int = 0,
              high: int = 27) -> tuple[tuple[int, int], ...]:
    """A list of ``[from, to]`` pairs of board indexes; ``null`` or missing: no pairs."""
    out = []
    for i, item in enumerate(get_list(obj, name, path)):
        if not (isinstance(item, list) and len(item) == 2):
            raise FieldError(f"{path}{name}[{i}] should be a [from, to] pair, not {_describe(item)}")
        a, b = item
        for value in (a, b):
            if isinstance(value, bool) or not isinstance(value, int):
                raise FieldError(f"{path}{name}[{i}] should hold two whole numbers, "
                                 f"not {_describe(value)}")
            if not low <= value <= high:
                raise FieldError(f"{path}{name}[{i}] should hold board indexes from {low} to "
                                 f"{high}, not {value}")
        out.append((a, b))
    return tuple(out)


def clean_text(text: str) -> str:
    """``text`` with lone surrogates (``"\\ud800"`` is valid JSON but not Unicode text) replaced
    by U+FFFD, so that it can be shown, logged and written as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text
