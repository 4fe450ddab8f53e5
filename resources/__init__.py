"""Icons, board themes, sounds and desktop files (installed as ``fibsgui.resources``)."""
