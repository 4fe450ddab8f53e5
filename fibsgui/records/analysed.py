"""Whether a match record has been analysed: the analysis is kept beside its record. No Qt.

The analysis of the record ``records/<id>.jsonl`` is the file ``records/<id>.analysis.json``
beside it (:func:`analysis_path`), written whole by the analysis (atomically: a file that is
there is a whole analysis). The library's "Analysed" column says how much of the match it covers
(:func:`fibsgui.records.analysisfile.extents`); deleting a record from the library moves its
analysis with it, and exporting or importing does not touch it.
"""

from __future__ import annotations

from pathlib import Path

from fibsgui.records import journal

#: The name of a record's analysis file: ``<id>`` followed by this.
ANALYSIS_SUFFIX = ".analysis.json"


def analysis_path(record_id: str, folder: Path | None = None) -> Path:
    """Where the analysis of the record ``record_id`` is kept (in ``folder``, by default the
    data folder's ``records``)."""
    return (folder if folder is not None else journal.records_dir()) / f"{record_id}{ANALYSIS_SUFFIX}"


def analysed(record_id: str, folder: Path | None = None) -> bool:
    """Whether the record ``record_id`` has an analysis (its file is there)."""
    return analysis_path(record_id, folder).is_file()
