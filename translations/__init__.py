"""Qt translations (installed as ``fibsgui.translations``)."""
