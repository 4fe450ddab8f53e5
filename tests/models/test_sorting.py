"""Sort keys and the chunked sorted rows behind the player and games lists."""

import math
import random

import pytest

from fibsgui.models.sorting import SortedRows, inverted_text, number_key, text_key


def test_number_keys_sort_as_the_numbers_do():
    ascending = [-math.inf, -1e308, -2**70, -1500.5, -1, -0.0, 0, 1e-300, 0.5, 1, 1500.25, 1500.5, 2**63,
                 1e308, math.inf, 10**400]
    keys = [number_key(v) for v in ascending]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys) - 2  # -0.0 is 0, and 10**400 counts as infinity
    down = [number_key(v, descending=True) for v in ascending]
    assert down == sorted(down, reverse=True)
    assert number_key(math.nan) == number_key(-math.inf)  # NaN, which compares with nothing, sorts lowest
    assert all(len(k) == 16 for k in keys + down)


def test_text_keys_sort_as_the_texts_do_with_ties_by_name():
    words = ["", "a", "ab", "abc", "abd", "b", "zz", "ä", "ß", "日本", "\U0001f600"]
    rng = random.Random(5)
    rows = [(w, f"n{rng.randrange(100):02d}") for w in words for _ in range(3)]
    for descending in (False, True):
        keys = sorted(rows, key=lambda r: text_key(r[0], descending) + r[1])
        expected = sorted(rows, key=lambda r: r[1])  # ties by name, ascending in both directions
        expected.sort(key=lambda r: r[0], reverse=descending)
        assert keys == expected
    assert inverted_text("abc") < inverted_text("ab") < inverted_text("a") < inverted_text("")


@pytest.mark.parametrize("seed", range(6))
def test_sorted_rows_agree_with_a_sorted_list_through_any_changes(seed):
    rng = random.Random(seed)
    rows = SortedRows()
    rows.LOAD = rng.choice([2, 3, 8, 50])  # small chunks: splits and empty chunks happen often
    reference: list[str] = []
    for step in range(600):
        action = rng.random()
        if action < 0.45:
            key = f"{rng.randrange(10**6):07d}"
            if key not in reference:
                assert rows.position(key) == sum(k < key for k in reference)
                rows.add(key)
                reference.append(key)
        elif action < 0.7 and reference:
            key = rng.choice(reference)
            assert rows.find(key) == sorted(reference).index(key)
            assert rows.remove(key)
            reference.remove(key)
        elif action < 0.8:
            batch = {f"{rng.randrange(10**6):07d}" for _ in range(rng.randrange(60))} - set(reference)
            rows.update(batch)
            reference.extend(batch)
        else:
            assert not rows.remove("missing") and rows.find("missing") is None
        reference.sort()
        assert len(rows) == len(reference)
        if step % 20 == 0 or step > 590:
            assert list(rows) == reference
            assert [rows[i] for i in range(len(reference))] == reference
            assert [rows[i] for i in reversed(range(len(reference)))] == reference[::-1]
